import { ShoppingCart, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah, isStockLimited, maxLineQuantity } from '@crabclaw/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { cn } from '../../../lib/cn.ts';
import { cartItemCount, cartSubtotal, lineName, linePriceUnit, lineSubtotal, setLineQuantity } from '../cart-store.ts';
import { setCartDropdownOpen, useCartDropdownOpen } from '../cart-dropdown-state.ts';
import { CART_TARGET_ID } from '../fly-to-cart.ts';
import { useFreshCart } from '../use-fresh-cart.ts';

/** Spec section 9: the badge caps at 99+ and bumps for 500 ms when the count rises. */
const BADGE_CAP = 99;
const BUMP_MS = 500;

function useBump(count: number): boolean {
  const previous = useRef(count);
  const [bumping, setBumping] = useState(false);
  useEffect(() => {
    const rose = count > previous.current;
    previous.current = count;
    if (!rose) return;
    setBumping(true);
    const timer = setTimeout(() => setBumping(false), BUMP_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return bumping;
}

/** The header's cart icon with its count badge, and the dropdown with the lines, + and -, and links on. */
export function CartDropdown() {
  const { t, i18n } = useTranslation('cart');
  const open = useCartDropdownOpen();
  const { lines } = useFreshCart();
  const count = cartItemCount(lines);
  const bumping = useBump(count);
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A dialog takes the focus when it opens, however it was opened (the icon, 'Lihat Keranjang').
    panel.current?.focus({ preventScroll: true });
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(event.target as Node)) setCartDropdownOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (panel.current?.parentElement?.contains(document.activeElement)) trigger.current?.focus();
      setCartDropdownOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    // Below sm the wrapper is static, so the panel hangs from the fixed header as a full-width sheet
    // (a 24rem panel anchored to the icon started at x = -33 px on a 390 px phone, issue 11).
    <div
      className="sm:relative"
      // Tab (or a click on something focusable) leaving the icon and the panel closes the panel.
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setCartDropdownOpen(false);
      }}
    >
      <button
        ref={trigger}
        id={CART_TARGET_ID}
        type="button"
        aria-expanded={open}
        aria-controls="cart-dropdown"
        aria-label={t('dropdown.open', { count })}
        onClick={() => setCartDropdownOpen(!open)}
        className="relative flex h-10 w-10 items-center justify-center rounded-xl text-sea-800 hover:bg-sea-50 dark:text-white dark:hover:bg-slate-800"
      >
        <ShoppingCart className="h-5 w-5" aria-hidden />
        {count > 0 ? (
          <span
            data-testid="cart-badge"
            className={cn(
              'absolute -end-1 -top-1 min-w-5 rounded-full bg-coral-500 px-1.5 text-center text-[11px] font-bold leading-5 text-white transition-transform duration-300',
              bumping && 'scale-125',
            )}
          >
            {count > BADGE_CAP ? `${BADGE_CAP}+` : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panel}
          id="cart-dropdown"
          role="dialog"
          aria-label={t('dropdown.title')}
          tabIndex={-1}
          className="absolute inset-x-2 top-full z-50 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl sm:inset-x-auto sm:end-0 sm:top-12 sm:max-h-none sm:w-96 sm:overflow-visible border border-slate-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900 outline-none"
        >
          <div className="mb-3 flex items-center justify-between">
            <p className="font-bold text-sea-900 dark:text-white">{t('dropdown.title')}</p>
            <button
              type="button"
              aria-label={t('dropdown.close')}
              onClick={() => {
                trigger.current?.focus();
                setCartDropdownOpen(false);
              }}
              className="rounded-lg p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
          {lines.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-300">{t('dropdown.empty')}</p>
          ) : (
            <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
              {lines.map((line) => {
                const name = lineName(line, i18n.language);
                return (
                  <li key={line.id} className="flex items-center gap-3 py-3">
                    {line.image ? (
                      <img
                        src={line.image}
                        alt=""
                        width={48}
                        height={36}
                        className="h-12 w-12 rounded-lg object-cover"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-semibold text-slate-800 dark:text-slate-100">{name}</p>
                      <p className="text-xs text-slate-600 dark:text-slate-300">
                        {formatRupiah(line.price)}{' '}
                        <span data-testid="price-unit">{linePriceUnit(line, i18n.language)}</span> ·{' '}
                        {line.inStock ? (
                          <span className="font-semibold">{formatRupiah(lineSubtotal(line))}</span>
                        ) : (
                          // Not for sale: not in the subtotal below (the cart page says why).
                          <span className="font-semibold">{t('unavailableLines.notCounted')}</span>
                        )}
                      </p>
                      {line.inStock && isStockLimited(line) ? (
                        <p
                          className="text-xs font-semibold text-amber-700 dark:text-amber-400"
                          data-testid="stock-left"
                        >
                          {t('stock.left', { count: line.stock })}
                        </p>
                      ) : null}
                    </div>
                    <QuantityStepper
                      look="dropdown"
                      value={line.quantity}
                      // Issue 11: the stock last read caps the line (setLineQuantity caps it too).
                      max={maxLineQuantity(line.stock)}
                      onChange={(next) => setLineQuantity(line.id, next)}
                      labels={{
                        decrease: t('dropdown.decrease', { name }),
                        quantity: t('dropdown.quantity', { name }),
                        increase: t('dropdown.increase', { name }),
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {lines.length > 0 ? (
            <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
              <span className="text-slate-600 dark:text-slate-300">{t('dropdown.subtotal')}</span>
              <span className="font-bold text-coral-600">{formatRupiah(cartSubtotal(lines))}</span>
            </div>
          ) : null}
          {/* Side by side while both labels fit on one line, one above the other on the narrowest phones. */}
          <div className="mt-4 flex flex-wrap gap-2">
            <Link
              to="/public/cart"
              onClick={() => setCartDropdownOpen(false)}
              className={cn(buttonClass('outline', 'md'), 'flex-1 whitespace-nowrap')}
            >
              {t('dropdown.viewCart')}
            </Link>
            <Link
              to="/public/checkout"
              onClick={() => setCartDropdownOpen(false)}
              className={cn(buttonClass('primary', 'md'), 'flex-1 whitespace-nowrap')}
            >
              {t('dropdown.checkout')}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
