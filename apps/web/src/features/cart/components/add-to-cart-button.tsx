import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type StoreProduct } from '@crabclaw/shared';
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

/**
 * Adds a product to the cart from any card or page (storefront 4, Add to cart): a warning for products
 * that cannot be bought, else the fly-to-cart animation and the 'Berhasil Ditambahkan!' dialog.
 */
export function AddToCartButton({ product, quantity = 1, children, ...buttonProps }: AddToCartButtonProps) {
  const { t, i18n } = useTranslation('cart');
  const name = localized(product.productName, product.productNameEn, i18n.language);
  const [dialog, setDialog] = useState<'added' | 'unavailable' | null>(null);
  const [hovered, setHovered] = useState(false);
  const close = () => setDialog(null);
  useAutoClose(dialog === 'added', hovered, close);

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!product.inStock) return setDialog('unavailable');
    addToCart(product, quantity);
    flyToCart(event.currentTarget, product.images?.thumb ?? null);
    setDialog('added');
  };

  return (
    <>
      <Button {...buttonProps} onClick={onClick}>
        {children ?? t('add')}
      </Button>
      <Dialog
        open={dialog === 'unavailable'}
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
        open={dialog === 'added'}
        onOpenChange={(open) => !open && close()}
        icon={<CheckCircle2 className="h-12 w-12 text-teal-500" aria-hidden />}
        onHoverChange={setHovered}
        title={t('added.title')}
        description={t('added.description', { name, count: quantity })}
      >
        {/* Stacked on a phone; side by side, sharing the width, from 640 px. */}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="primary"
            className="sm:flex-1"
            onClick={() => {
              close();
              window.scrollTo({ top: 0, behavior: 'smooth' });
              setCartDropdownOpen(true);
            }}
          >
            {t('added.viewCart')}
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={close}>
            {t('added.continue')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
