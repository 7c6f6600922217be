export * from './cart-store.ts';
export { AddToCartButton, type AddToCartButtonProps } from './components/add-to-cart-button.tsx';
export { CartDropdown } from './components/cart-dropdown.tsx';
export { setCartDropdownOpen, useCartDropdownOpen } from './cart-dropdown-state.ts';
export { useFreshCart } from './use-fresh-cart.ts';
export { WhatsAppOrderButton, type WhatsAppOrderButtonProps } from './components/whatsapp-order-button.tsx';
export { productLineOf, WHATSAPP_ORDER_PATH, type ProductOrderState } from './whatsapp-order.ts';
