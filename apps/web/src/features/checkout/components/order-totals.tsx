import { useTranslation } from 'react-i18next';
import {
  formatRupiah,
  localized,
  orderTotals,
  priceUnitLabel,
  type CartLine,
  type OrderTotals,
  type PaymentMethodId,
  type SaleUnit,
  type ShippingAddress,
  type ShippingMethodId,
} from '@crabclaw/shared';
import { lineName } from '../../cart/index.ts';
import { useCheckoutOptions, useShippingMethodName } from '../../../lib/checkout-options.ts';
import { methodOffers, shippedLines } from './shipping-reach.ts';

/** Subtotal, shipping, payment fee (only above 0) and total (storefront 9). */
export function OrderTotalsList({ totals, shippingLabel }: { totals: OrderTotals; shippingLabel?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <dl className="space-y-2 text-sm" data-testid="order-totals">
      <div className="flex justify-between">
        <dt className="text-slate-600 dark:text-slate-300">{t('summary.subtotal')}</dt>
        <dd className="font-semibold">{formatRupiah(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600 dark:text-slate-300">{shippingLabel ?? t('summary.shipping')}</dt>
        <dd className="font-semibold">{formatRupiah(totals.shippingCost)}</dd>
      </div>
      {totals.paymentFee > 0 ? (
        <div className="flex justify-between">
          <dt className="text-slate-600 dark:text-slate-300">{t('summary.paymentFee')}</dt>
          <dd className="font-semibold">{formatRupiah(totals.paymentFee)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base dark:border-slate-700">
        <dt className="font-bold">{t('summary.total')}</dt>
        <dd className="font-extrabold text-coral-600" data-testid="order-total">
          {formatRupiah(totals.total)}
        </dd>
      </div>
    </dl>
  );
}

export interface SummaryLine {
  id: number | null;
  name: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
  /** What the price is for; unknown for a line stored before sale units or a product since removed. */
  saleUnit?: SaleUnit | null;
  weight?: number | string | null;
}

export function SummaryLines({ lines }: { lines: SummaryLine[] }) {
  const { t, i18n } = useTranslation('checkout');
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {lines.map((line, i) => (
        <li key={line.id ?? `line-${i}`} className="flex items-center gap-3 py-3">
          {line.image ? (
            <img src={line.image} alt="" width={48} height={36} className="h-12 w-12 rounded-lg object-cover" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{line.name}</p>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {t('summary.lineQuantity', { quantity: line.quantity, price: formatRupiah(line.unitPrice) })}
              {line.saleUnit ? <span data-testid="price-unit"> {priceUnitLabel(line, i18n.language)}</span> : null}
            </p>
          </div>
          <p className="text-sm font-semibold">{formatRupiah(line.unitPrice * line.quantity)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The cart's lines and totals for the chosen methods, as checkout and confirmation show them: shipping priced
 * from the shop's settings for the cart's weight and the address (before one is known, what the method costs from).
 */
export function CartSummary({
  lines,
  shipping,
  address,
  payment,
}: {
  lines: CartLine[];
  shipping: ShippingMethodId;
  address?: ShippingAddress;
  payment: PaymentMethodId;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { data: options } = useCheckoutOptions();
  const shippingName = useShippingMethodName();
  const summary: SummaryLine[] = lines.map((line) => ({
    id: line.id,
    name: localized(line.name, line.nameEn, i18n.language),
    image: line.image,
    quantity: line.quantity,
    unitPrice: line.price,
    saleUnit: line.saleUnit,
    weight: line.weight,
  }));
  const method = options?.shippingMethods.find((candidate) => candidate.id === shipping);
  const offers = options
    ? methodOffers(
        options,
        shippedLines(lines, (line) => lineName(line, i18n.language)),
        address,
      )
    : undefined;
  const shippingCost = offers?.prices[shipping] ?? method?.price ?? 0;
  return (
    <>
      <SummaryLines lines={summary} />
      <OrderTotalsList
        // What the cart costs with the chosen methods; the server computes the binding figures.
        totals={orderTotals(summary, shippingCost, payment)}
        shippingLabel={t('summary.shippingWith', {
          method: shippingName({ id: shipping }),
        })}
      />
    </>
  );
}
