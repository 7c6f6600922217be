import { useSyncExternalStore } from 'react';

/**
 * Whether the header's cart dropdown is open. It lives beside the cart because the add-to-cart dialog
 * ('Lihat Keranjang') opens it from anywhere on the page.
 */
let open = false;
const listeners = new Set<() => void>();

export function setCartDropdownOpen(next: boolean): void {
  open = next;
  listeners.forEach((listener) => listener());
}

export function useCartDropdownOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
