import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, priceUnitLabel, type OrderLine } from '@crabclaw/shared';

type SoldLine = Pick<OrderLine, 'saleUnit' | 'weight'>;

interface Method {
  id: string;
  name: string;
}

/**
 * What an order says in the reader's language. The order keeps its methods' Indonesian names; the
 * storefront's checkout has both languages' names by the method's id (locales/<language>/checkout.json),
 * and staff read the same words the customer chose from. A method the shop no longer offers keeps the
 * name stored with the order.
 */
export function useOrderWords() {
  const { t, i18n } = useTranslation('checkout');
  const priceUnit = (line: SoldLine) => (line.saleUnit ? priceUnitLabel(line, i18n.language) : '');
  return {
    shippingName: (method: Method) => t(`shipping.${method.id}.name`, { defaultValue: method.name }),
    paymentName: (method: Method) => t(`payment.${method.id}.name`, { defaultValue: method.name }),
    /** A list row carries only the stored name: the name of one of the shop's methods (shared list). */
    paymentNameOf: (storedName: string) => {
      const method = PAYMENT_METHODS.find(({ name }) => name === storedName);
      return method ? t(`payment.${method.id}.name`) : storedName;
    },
    /** What a line's price is for, as the cart writes it ('/kg', '/pak 2 kg'); none for lines from before sale units. */
    priceUnit,
    /** What a line's quantity counts: the price's unit without its '/' ('kg', 'ekor ±500 g'). */
    quantityUnit: (line: SoldLine) => priceUnit(line).replace(/^\//, ''),
  };
}
