export * from './cart-store.ts';
export { AddToCartButton, type AddToCartButtonProps } from './components/add-to-cart-button.tsx';
export { CartDropdown } from './components/cart-dropdown.tsx';
export { setCartDropdownOpen, useCartDropdownOpen } from './cart-dropdown-state.ts';
export { useFreshCart } from './use-fresh-cart.ts';
