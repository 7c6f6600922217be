import { Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRupiah, needsSameDay, type CartLine } from '@crabclaw/shared';
import { useMessage } from '../../../lib/messages.ts';
import { useCheckoutOptions } from '../../../lib/checkout-options.ts';
import { lineName } from '../../cart/index.ts';
import { handledLines, lowestPrice, methodOffers, shippedLines } from './shipping-reach.ts';

/**
 * The cart says before checkout why only some methods will be offered (issue 27): its live and fresh
 * products go only by the Fresh Courier, inside the delivery area. Nothing for a cart of frozen and dry goods.
 */
export function ShippingNote({ lines }: { lines: readonly CartLine[] }) {
  const { t, i18n } = useTranslation('cart');
  const message = useMessage();
  const { data: options } = useCheckoutOptions();
  const handled = handledLines(lines, (line) => lineName(line, i18n.language));
  const perishable = handled.filter((line) => needsSameDay(line.handling));
  if (!options || perishable.length === 0) return null;
  // Every method that carries them is refused for the cart alone: the shop has no area set.
  const carriers = options.shippingMethods.filter((method) => method.carriesLiveAndFresh);
  const { refused } = methodOffers(
    options,
    shippedLines(lines, (line) => lineName(line, i18n.language)),
  );
  const blocked = carriers.map((method) => refused[method.id]).find(Boolean);
  return (
    <p
      data-testid="shipping-note"
      className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-xs text-amber-900 dark:bg-slate-800 dark:text-amber-200"
    >
      <Truck className="h-4 w-4 shrink-0" aria-hidden />
      <span>
        {blocked
          ? message(blocked)
          : t('perishableNote', {
              names: perishable.map((line) => line.name).join(', '),
              area: options.deliveryArea.join(', '),
            })}
      </span>
    </p>
  );
}

/** The cart's shipping line (decision 041): what shipping costs at least for its weight and goods, set at checkout. */
export function ShippingEstimate({ lines }: { lines: readonly CartLine[] }) {
  const { t, i18n } = useTranslation('checkout');
  const { data: options } = useCheckoutOptions();
  const lowest = options
    ? lowestPrice(
        options,
        shippedLines(lines, (line) => lineName(line, i18n.language)),
      )
    : null;
  return (
    <dd className="text-end text-slate-600 dark:text-slate-300" data-testid="shipping-estimate">
      {lowest === null ? t('cart.shippingAtCheckout') : t('cart.shippingFrom', { price: formatRupiah(lowest) })}
    </dd>
  );
}
