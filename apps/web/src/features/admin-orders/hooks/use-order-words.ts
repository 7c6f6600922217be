import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, priceUnitLabel, type OrderLine } from '@crabclaw/shared';
import { useShippingMethodName } from '../../../lib/checkout-options.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

type SoldLine = Pick<OrderLine, 'saleUnit' | 'weight'>;

interface Method {
  id: string;
  name: string;
}

/**
 * What an order says in the reader's language, in the words the customer chose from. Its shipping method is
 * named as checkout names it (`useShippingMethodName`: the order's stored Indonesian name, or the shop's own
 * name for the method); its payment method by the method's id (the shared order words), a method the
 * shop no longer offers by the name stored with the order.
 */
export function useOrderWords() {
  const { i18n } = useTranslation();
  const orderWord = useOrderWord();
  const priceUnit = (line: SoldLine) => (line.saleUnit ? priceUnitLabel(line, i18n.language) : '');
  return {
    shippingName: useShippingMethodName(),
    paymentName: (method: Method) => orderWord('paymentMethod', method.id, method.name),
    /** A list row carries only the stored name: the name of one of the shop's methods (shared list). */
    paymentNameOf: (storedName: string) => {
      const method = PAYMENT_METHODS.find(({ name }) => name === storedName);
      return method ? orderWord('paymentMethod', method.id) : storedName;
    },
    /** What a line's price is for, as the cart writes it ('/kg', '/pak 2 kg'); none for lines from before sale units. */
    priceUnit,
    /** What a line's quantity counts: the price's unit without its '/' ('kg', 'ekor ±500 g'). */
    quantityUnit: (line: SoldLine) => priceUnit(line).replace(/^\//, ''),
  };
}
