export { CartPage } from './components/cart-page.tsx';
export { CheckoutPage } from './components/checkout-page.tsx';
export { ConfirmationPage } from './components/confirmation-page.tsx';
export { SuccessPage } from './components/success-page.tsx';
export { TrackOrderPage } from './components/track-order-page.tsx';
