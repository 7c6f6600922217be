import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, MAX_LINE_QUANTITY, type LineAddition, type StoreProduct } from '@crabclaw/shared';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { addToCart } from '../cart-store.ts';
import { setCartDropdownOpen } from '../cart-dropdown-state.ts';
import { flyToCart } from '../fly-to-cart.ts';

/** Spec section 9: the success dialog closes itself after 3 s, and waits while the pointer is on it. */
const SUCCESS_DIALOG_MS = 3000;

function useAutoClose(open: boolean, paused: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open || paused) return;
    const timer = setTimeout(() => closeRef.current(), SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [open, paused]);
}

export interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  product: StoreProduct;
  quantity?: number;
  children?: ReactNode;
}

type Shown =
  | { kind: 'unavailable' }
  /** Something went in: `addition.added` of it, which is less than asked when `addition.limit` is set. */
  | { kind: 'added'; addition: LineAddition; requested: number }
  /** Nothing went in: the line already holds all the stock (or the 99 a line may hold). */
  | { kind: 'full'; addition: LineAddition };

/**
 * Adds a product to the cart from any card or page (storefront 4, Add to cart): a warning for products
 * that cannot be bought, else the fly-to-cart animation and the 'Berhasil Ditambahkan!' dialog, which
 * says how many really went in and, when fewer than asked, that the stock (or 99) was reached. When none
 * could go in there is no success dialog, only a notice saying why.
 */
/** 'Lihat Keranjang' and a way back to the page: stacked on a phone, side by side sharing the width from 640 px. */
function CartDialogButtons({
  viewCart,
  close,
  closeLabel,
}: {
  viewCart: () => void;
  close: () => void;
  closeLabel: string;
}) {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="primary" className="sm:flex-1" onClick={viewCart}>
        {t('added.viewCart')}
      </Button>
      <Button variant="outline" className="sm:flex-1" onClick={close}>
        {closeLabel}
      </Button>
    </div>
  );
}

export function AddToCartButton({ product, quantity = 1, children, ...buttonProps }: AddToCartButtonProps) {
  const { t, i18n } = useTranslation('cart');
  const name = localized(product.productName, product.productNameEn, i18n.language);
  const [shown, setShown] = useState<Shown | null>(null);
  const [hovered, setHovered] = useState(false);
  const close = () => setShown(null);
  // A dialog saying less went in than asked stays until read; only the plain success closes itself.
  useAutoClose(shown?.kind === 'added' && !shown.addition.limit, hovered, close);

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!product.inStock) return setShown({ kind: 'unavailable' });
    const addition = addToCart(product, quantity);
    if (addition.added === 0) return setShown({ kind: 'full', addition });
    flyToCart(event.currentTarget, product.images?.thumb ?? null);
    setShown({ kind: 'added', addition, requested: quantity });
  };
  const viewCart = () => {
    close();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    setCartDropdownOpen(true);
  };
  const limitNote = (addition: LineAddition, requested: number) =>
    addition.limit === 'stock'
      ? t('added.stockLimit', { requested, quantity: addition.quantity })
      : t('added.lineLimit', { requested, max: MAX_LINE_QUANTITY });

  return (
    <>
      <Button {...buttonProps} onClick={onClick}>
        {children ?? t('add')}
      </Button>
      <Dialog
        open={shown?.kind === 'unavailable'}
        onOpenChange={(open) => !open && close()}
        icon={<TriangleAlert className="h-12 w-12 text-amber-500" aria-hidden />}
        title={t('unavailable.title')}
        description={t('unavailable.description', { name })}
      >
        <Button variant="primary" className="w-full" onClick={close}>
          {t('unavailable.ok')}
        </Button>
      </Dialog>
      <Dialog
        open={shown?.kind === 'full'}
        onOpenChange={(open) => !open && close()}
        icon={<TriangleAlert className="h-12 w-12 text-amber-500" aria-hidden />}
        title={t('full.title')}
        description={
          shown?.kind === 'full'
            ? shown.addition.limit === 'max'
              ? t('full.lineLimit', { name, quantity: shown.addition.quantity })
              : t('full.stockLimit', { name, quantity: shown.addition.quantity })
            : undefined
        }
      >
        <CartDialogButtons viewCart={viewCart} close={close} closeLabel={t('unavailable.ok')} />
      </Dialog>
      <Dialog
        open={shown?.kind === 'added'}
        onOpenChange={(open) => !open && close()}
        icon={<CheckCircle2 className="h-12 w-12 text-teal-500" aria-hidden />}
        onHoverChange={setHovered}
        title={t('added.title')}
        description={
          shown?.kind === 'added' ? (
            <>
              {t('added.description', { name, count: shown.addition.added })}
              {shown.addition.limit ? (
                <span className="mt-2 block font-semibold text-amber-700 dark:text-amber-400" data-testid="added-limit">
                  {limitNote(shown.addition, shown.requested)}
                </span>
              ) : null}
            </>
          ) : undefined
        }
      >
        <CartDialogButtons viewCart={viewCart} close={close} closeLabel={t('added.continue')} />
      </Dialog>
    </>
  );
}
