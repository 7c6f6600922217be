import { useTranslation } from 'react-i18next';
import {
  estimatedDays,
  formatRupiah,
  paymentMethod,
  shippingMethod,
  SHOP_SETTINGS,
  type CheckoutOptions,
  type ShippingMethodId,
  type ShopPageFacts,
} from '@crabclaw/shared';
import { useCheckoutOptions } from '../../../lib/checkout-options.ts';
import { useCompanyContact, useShopFacts } from '../../../lib/shop-facts/index.ts';

/**
 * A method's delivery time as the shop set it (decision 041), as checkout promises it; the defaults' only for a
 * method the shop does not offer now, whose time it no longer states anywhere else.
 */
function shippingDays(options: CheckoutOptions | undefined, id: ShippingMethodId): string {
  return (
    options?.shippingMethods.find((method) => method.id === id)?.estimatedDays ?? estimatedDays(shippingMethod(id))
  );
}

/**
 * What the pages' `{{placeholders}}` state, from where the shop keeps it: contact data and the payment window
 * that staff edit (001, 003, 005, 013), the fees and delivery times checkout charges and promises.
 */
export function usePageFacts(): ShopPageFacts {
  const { t } = useTranslation('legal');
  const { contact } = useCompanyContact();
  const { facts } = useShopFacts();
  const options = useCheckoutOptions().data;
  return {
    // A fact staff have not set yet is pointed to where it will be, never left as a hole in the sentence.
    email: contact.email ?? t('unsetEmail'),
    address: contact.address ?? t('unsetAddress'),
    paymentWindowHours: String(facts?.paymentWindowHours ?? SHOP_SETTINGS.paymentWindowHours.defaultValue),
    confirmationWindowHours: String(
      facts?.confirmationWindowHours ?? SHOP_SETTINGS.confirmationWindowHours.defaultValue,
    ),
    codFee: formatRupiah(paymentMethod('cod').fee),
    ewalletFee: formatRupiah(paymentMethod('ewallet').fee),
    regularDays: shippingDays(options, 'regular'),
    expressDays: shippingDays(options, 'express'),
    coldChainDays: shippingDays(options, 'cold_chain'),
  };
}
