/** The element the fly-to-cart animation aims at (the header's cart button). */
export const CART_TARGET_ID = 'header-cart-button';

/**
 * A small copy of the product picture flies from the button to the header cart. Skipped when the
 * visitor prefers reduced motion or the cart is not on screen.
 */
export function flyToCart(from: HTMLElement, imageUrl: string | null): void {
  const target = document.getElementById(CART_TARGET_ID);
  if (!target || !imageUrl || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const flyer = document.createElement('img');
  flyer.src = imageUrl;
  flyer.alt = '';
  flyer.setAttribute('aria-hidden', 'true');
  Object.assign(flyer.style, {
    position: 'fixed',
    left: `${start.left + start.width / 2 - 32}px`,
    top: `${start.top + start.height / 2 - 32}px`,
    width: '64px',
    height: '64px',
    borderRadius: '9999px',
    objectFit: 'cover',
    zIndex: '90',
    pointerEvents: 'none',
  });
  document.body.append(flyer);
  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const animation = flyer.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.2)`, opacity: 0.4 },
    ],
    { duration: 700, easing: 'cubic-bezier(0.5, 0, 0.75, 0)' },
  );
  animation.onfinish = () => flyer.remove();
  animation.oncancel = () => flyer.remove();
}
