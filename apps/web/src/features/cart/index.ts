export * from './cart-store.ts';
