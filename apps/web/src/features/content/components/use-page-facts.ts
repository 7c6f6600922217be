import { useTranslation } from 'react-i18next';
import {
  formatRupiah,
  paymentMethod,
  shippingMethod,
  SHOP_SETTINGS,
  type ShippingMethodId,
  type ShopPageFacts,
} from '@crabclaw/shared';
import { useCompanyContact, useShopFacts } from '../../../lib/shop-facts/index.ts';

const shippingDays = (id: ShippingMethodId) => `${shippingMethod(id).minDays}-${shippingMethod(id).maxDays}`;

/**
 * What the pages' `{{placeholders}}` state, from where the shop keeps it: contact data and the payment window
 * that staff edit (001, 003, 005, 013), the fees and delivery times checkout charges and promises.
 */
export function usePageFacts(): ShopPageFacts {
  const { t } = useTranslation('legal');
  const { contact } = useCompanyContact();
  const { facts } = useShopFacts();
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
    regularDays: shippingDays('regular'),
    expressDays: shippingDays('express'),
    coldChainDays: shippingDays('cold_chain'),
  };
}
