import { AlertTriangle, ArrowLeft, ShieldCheck, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { formatRupiah, formatStoredWeight, isStockLimited, maxLineQuantity, type CartLine } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  cartItemCount,
  cartSubtotal,
  clearCart,
  dismissStockNotices,
  isLineBuyable,
  lineName,
  linePriceUnit,
  lineSubtotal,
  removeLine,
  removeUnavailableLines,
  setLineQuantity,
  useFreshCart,
  useStockNotices,
  WhatsAppOrderButton,
  type StockNotice,
} from '../../cart/index.ts';
import { CartSkeleton } from './page-skeletons.tsx';
import { ShippingEstimate, ShippingNote } from './shipping-note.tsx';
import { StepIndicator } from './step-indicator.tsx';

/** Storefront section 9: success toasts 2 s, error toasts 3 s. */
const SUCCESS_TOAST_MS = 2000;
const ERROR_TOAST_MS = 3000;

function CartLineRow({
  line,
  notice,
  onAskRemove,
}: {
  line: CartLine;
  notice: StockNotice | undefined;
  onAskRemove: (line: CartLine) => void;
}) {
  const { t, i18n } = useTranslation(['checkout', 'catalogue', 'cart']);
  const name = lineName(line, i18n.language);
  // Issue 11: the stock last read from the server caps the line, as on the product page.
  const max = maxLineQuantity(line.stock);
  const change = (quantity: number) => {
    if (quantity < 1) return onAskRemove(line);
    if (quantity > max && isStockLimited(line)) {
      toast.info(t('cart:stock.capped', { count: max }), { duration: SUCCESS_TOAST_MS });
    }
    const next = Math.min(max, Math.trunc(quantity));
    if (next === line.quantity) return;
    setLineQuantity(line.id, next);
    toast.success(t('cart.quantityUpdated'), { duration: SUCCESS_TOAST_MS });
  };
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
      data-testid="cart-line"
    >
      {line.image ? (
        <img src={line.image} alt={name} width={96} height={72} className="h-20 w-24 rounded-xl object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="font-bold text-slate-900 dark:text-white">{name}</p>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {line.category} · <span data-testid="weight">{formatStoredWeight(line.weight, i18n.language)}</span>
        </p>
        <p className="mt-1 text-sm font-semibold text-coral-600">
          {formatRupiah(line.price)}{' '}
          <span className="text-xs font-normal text-slate-600 dark:text-slate-300" data-testid="price-unit">
            {linePriceUnit(line, i18n.language)}
          </span>
        </p>
        <span
          className={
            line.inStock
              ? 'mt-1 inline-block rounded-full bg-teal-500 px-2 py-0.5 text-xs font-bold text-white'
              : 'mt-1 inline-block rounded-full bg-slate-600 px-2 py-0.5 text-xs font-bold text-white'
          }
        >
          {line.inStock ? t('cart.inStock') : t('cart.unavailable')}
        </span>
        {line.inStock && isStockLimited(line) ? (
          <p className="mt-1 text-xs font-semibold text-amber-700 dark:text-amber-400" data-testid="stock-left">
            {t('cart:stock.left', { count: line.stock })}
          </p>
        ) : null}
        {notice ? (
          <p className="mt-1 text-xs font-semibold text-red-700 dark:text-red-400" data-testid="stock-lowered">
            {t('cart:stock.lowered', { from: notice.from, to: notice.to })}
          </p>
        ) : null}
      </div>
      <QuantityStepper
        look="cart"
        typing="on-leave"
        value={line.quantity}
        max={max}
        disabled={!line.inStock}
        onChange={change}
        labels={{
          decrease: t('cart.decrease', { name }),
          quantity: t('cart.quantity', { name }),
          increase: t('cart.increase', { name }),
        }}
      />
      <p className="w-32 text-end font-bold" data-testid="line-subtotal">
        {line.inStock ? (
          formatRupiah(lineSubtotal(line))
        ) : (
          // Not for sale: shown, but not counted in the subtotal (and said so).
          <>
            <s className="text-slate-500 dark:text-slate-400">{formatRupiah(lineSubtotal(line))}</s>
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
              {t('cart:unavailableLines.notCounted')}
            </span>
          </>
        )}
      </p>
      <button
        type="button"
        aria-label={t('cart.remove', { name })}
        onClick={() => onAskRemove(line)}
        className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600"
      >
        <Trash2 className="h-5 w-5" aria-hidden />
      </button>
    </li>
  );
}

function EmptyCart() {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-16 text-center" data-testid="empty-cart">
      <ShoppingBag className="h-16 w-16 text-sea-300" aria-hidden />
      <h2 className="text-2xl font-extrabold text-sea-900 dark:text-white">{t('cart.emptyTitle')}</h2>
      <p className="text-slate-600 dark:text-slate-300">{t('cart.emptyText')}</p>
      <Link to="/public/products" className={buttonClass('accent', 'lg')}>
        {t('cart.startShopping')}
      </Link>
    </div>
  );
}

/**
 * /public/cart (storefront 2, Cart). The server renders its frame, the same for every visitor: the cart is
 * on the device, so the lines are a skeleton until the browser has read it (issue 21). The heading and its
 * row look the same whatever the cart holds, so nothing above the lines moves when they arrive.
 */
export function CartPage() {
  const { t, i18n } = useTranslation(['checkout', 'cart']);
  const navigate = useNavigate();
  const { lines, read } = useFreshCart();
  const notices = useStockNotices();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [clearing, setClearing] = useState(false);

  const unavailable = lines.filter((line) => !isLineBuyable(line));
  const removeUnavailable = () => {
    const names = unavailable.map((line) => lineName(line, i18n.language)).join(', ');
    removeUnavailableLines();
    toast.success(t('cart.removed', { name: names }), { duration: SUCCESS_TOAST_MS });
  };
  // Checkout, or the WhatsApp order's form (the same checks: its order is the same cart's).
  const toCheckout = (path = '/public/checkout') => {
    if (lines.length === 0) return toast.error(t('cart.empty'), { duration: ERROR_TOAST_MS });
    if (unavailable.length > 0) return setBlocked(true);
    // The capped quantities are on screen: going on means the visitor has seen them.
    dismissStockNotices();
    navigate(path);
  };

  const subtotal = cartSubtotal(lines);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <StepIndicator current="cart" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">{t('cart.title')}</h1>
          {read ? (
            <p className="text-slate-600 dark:text-slate-300" data-testid="cart-item-count">
              {t('cart.itemCount', { count: cartItemCount(lines) })}
            </p>
          ) : (
            // The count's line, as tall as its text.
            <Skeleton className="my-1 h-4 w-20" />
          )}
        </div>
        <div className="flex gap-2">
          <Link to="/public/products" className={buttonClass('outline', 'md')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('cart.backToShop')}
          </Link>
          {lines.length > 0 ? (
            <Button variant="ghost" onClick={() => setClearing(true)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('cart.clear')}
            </Button>
          ) : null}
        </div>
      </div>
      {!read ? <CartSkeleton /> : lines.length === 0 ? <EmptyCart /> : null}
      {/*
        Checkout sends the visitor back here when a line cannot be ordered as it stands (issue 11). Each
        notice says what is true of the cart now: quantities lowered to the stock were adjusted; a line
        that cannot be bought at all was not, and only the visitor can take it out.
      */}
      {notices.length > 0 ? (
        <div
          role="alert"
          className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-slate-900 dark:text-amber-200"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p className="font-bold">{t('cart:stock.changedTitle')}</p>
            <p className="text-sm">{t('cart:stock.changedText')}</p>
          </div>
        </div>
      ) : null}
      {unavailable.length > 0 ? (
        <div
          role="alert"
          className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-slate-900 dark:text-amber-200"
          data-testid="unavailable-lines"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div className="flex-1">
            <p className="font-bold">{t('cart.blockedTitle')}</p>
            <p className="text-sm">
              {t('cart:unavailableLines.text', {
                count: unavailable.length,
                names: unavailable.map((line) => lineName(line, i18n.language)).join(', '),
              })}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={removeUnavailable}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('cart:unavailableLines.remove', { count: unavailable.length })}
            </Button>
          </div>
        </div>
      ) : null}
      {lines.length > 0 ? (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <ul className="space-y-3">
            {lines.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                notice={notices.find((notice) => notice.id === line.id)}
                onAskRemove={setRemoving}
              />
            ))}
          </ul>
          <aside
            className="h-fit rounded-2xl border border-slate-200 bg-sand-50 p-5 dark:border-slate-800 dark:bg-slate-900"
            aria-labelledby="cart-summary-heading"
          >
            <h2 id="cart-summary-heading" className="mb-4 text-lg font-bold">
              {t('summary.title')}
            </h2>
            <dl className="space-y-2 text-sm">
              <div className="flex flex-wrap justify-between">
                <dt className="text-slate-600 dark:text-slate-300">{t('summary.subtotal')}</dt>
                <dd className="font-semibold" data-testid="cart-subtotal">
                  {formatRupiah(subtotal)}
                </dd>
                {unavailable.length > 0 ? (
                  <dd className="w-full text-xs text-amber-800 dark:text-amber-300" data-testid="subtotal-excludes">
                    {t('cart:unavailableLines.excluded', { count: unavailable.length })}
                  </dd>
                ) : null}
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600 dark:text-slate-300">{t('summary.shipping')}</dt>
                <ShippingEstimate lines={lines} />
              </div>
              <div className="flex justify-between border-t border-slate-200 pt-3 text-base dark:border-slate-700">
                <dt className="font-bold">{t('cart.totalBeforeShipping')}</dt>
                <dd className="font-extrabold text-coral-600">{formatRupiah(subtotal)}</dd>
              </div>
            </dl>
            <ShippingNote lines={lines} />
            <Button variant="accent" size="lg" className="mt-5 w-full" onClick={() => toCheckout()}>
              {t('cart.toCheckout')}
            </Button>
            <WhatsAppOrderButton size="md" className="mt-2 w-full" onOrder={toCheckout} />
            <Link to="/public/products" className={buttonClass('outline', 'md') + ' mt-2 w-full'}>
              {t('cart.continueShopping')}
            </Link>
            <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-slate-600 dark:text-slate-300">
              <ShieldCheck className="h-4 w-4 text-teal-500" aria-hidden />
              {t('cart.secure')}
            </p>
          </aside>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('cart.removeTitle')}
        description={t('cart.removeText', { name: removing ? lineName(removing, i18n.language) : '' })}
        confirmLabel={t('cart.removeConfirm')}
        cancelLabel={t('cart.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) {
            removeLine(removing.id);
            toast.success(t('cart.removed', { name: lineName(removing, i18n.language) }), {
              duration: SUCCESS_TOAST_MS,
            });
          }
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        open={clearing}
        title={t('cart.clearTitle')}
        description={t('cart.clearText')}
        confirmLabel={t('cart.clear')}
        cancelLabel={t('cart.cancel')}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          clearCart();
          setClearing(false);
          toast.success(t('cart.cleared'), { duration: SUCCESS_TOAST_MS });
        }}
      />
      <Dialog
        open={blocked}
        onOpenChange={setBlocked}
        title={t('cart.blockedTitle')}
        description={t('cart.blockedText')}
      >
        <Button className="w-full" onClick={() => setBlocked(false)}>
          {t('cart.ok')}
        </Button>
      </Dialog>
    </div>
  );
}
