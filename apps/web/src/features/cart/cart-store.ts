import { useDeferredValue, useSyncExternalStore } from 'react';
import {
  MAX_LINE_QUANTITY,
  addToLine,
  clampQuantity,
  localized,
  priceUnitLabel,
  readStoredCart,
  type CartLine,
  type LineAddition,
  type StoreProduct,
} from '@crabclaw/shared';
import { rendersServerPage } from '../../lib/server-rendered.ts';

/** Spec: the cart lives on the device under 'cart'. index.html's loader reads it too, before any code has run. */
export const CART_STORAGE_KEY = 'cart';
const EMPTY: CartLine[] = [];

function read(): CartLine[] {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return EMPTY;
    // Corrupt or foreign data empties the cart, or loses its unreadable lines, rather than breaking the shop.
    const stored = readStoredCart(JSON.parse(raw));
    // A cart saved in an older shape (prices as text before issue 11) or with unreadable lines is saved
    // back once as read, so it is converted once, not on every visit.
    if (JSON.stringify(stored) !== raw) save(stored);
    return stored;
  } catch {
    return EMPTY;
  }
}

function save(next: CartLine[]): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn('could not save the cart', error);
  }
}

let lines: CartLine[] = typeof localStorage === 'undefined' ? EMPTY : read();
const listeners = new Set<() => void>();

function commit(next: CartLine[]): void {
  lines = next;
  save(next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    lines = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const currentLines = () => lines;

/**
 * The cart's lines, or undefined where the device's cart cannot be read: on the server, and in the browser's
 * hydration of the server's page, which must equal it (the server's page is the same for every visitor).
 * The browser fills it right after hydrating; a page the browser renders itself has it from the first render.
 * The fill is a deferred render (decision 032): rendered at once, the lines replacing the skeleton held a
 * phone's main thread for 0.2-0.7 s; deferred, React renders them in slices and answers the visitor between.
 * Later changes (a quantity) show at once. The store gives hydration the device's own lines, not a server
 * snapshot: a snapshot that differs makes React render the page again in the hydration's own task (issue 21).
 */
export function useDeviceCart(): CartLine[] | undefined {
  const cart = useSyncExternalStore(subscribe, currentLines, currentLines);
  const shown = useDeferredValue(true, rendersServerPage() ? false : undefined);
  return shown ? cart : undefined;
}

/**
 * The cart's lines, re-rendering on every change (this tab or another); none where the device's cart cannot be
 * read, and until it has been (useDeviceCart).
 */
export function useCartLines(): CartLine[] {
  return useDeviceCart() ?? EMPTY;
}

export function cartItemCount(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** The display copy of a product kept in a cart line. */
export function toCartLine(product: StoreProduct, quantity: number): CartLine {
  return {
    id: product.productId,
    name: product.productName,
    nameEn: product.productNameEn,
    category: product.category.name,
    weight: product.weight,
    price: product.price,
    quantity: clampQuantity(quantity, product.stock),
    image: product.images?.thumb ?? null,
    inStock: product.inStock,
    status: product.productStatus,
    saleUnit: product.saleUnit,
    handling: product.handling,
    stock: product.stock,
  };
}

/**
 * Adds a product, a product already in the cart having its quantity raised instead, up to the lower of 99
 * and the stock. Returns what really went in, so the visitor is told that and not what was asked.
 */
export function addToCart(product: StoreProduct, quantity = 1): LineAddition {
  const existing = lines.find((line) => line.id === product.productId);
  const addition = addToLine(existing?.quantity ?? 0, quantity, product.stock);
  if (addition.added === 0) return addition;
  if (!existing) commit([...lines, toCartLine(product, addition.quantity)]);
  else {
    const merged = toCartLine(product, addition.quantity);
    commit(lines.map((line) => (line.id === product.productId ? merged : line)));
  }
  return addition;
}

/** Sets a line's quantity; 0 or less removes the line, above 99 or the stock last read is capped. */
export function setLineQuantity(productId: number, quantity: number): void {
  if (quantity < 1) return removeLine(productId);
  dismissStockNotice(productId);
  commit(
    lines.map((line) => (line.id === productId ? { ...line, quantity: clampQuantity(quantity, line.stock) } : line)),
  );
}

export function removeLine(productId: number): void {
  dismissStockNotice(productId);
  commit(lines.filter((line) => line.id !== productId));
}

export function clearCart(): void {
  stockNotices = NO_NOTICES;
  commit(EMPTY);
}

/**
 * Replaces the display copies (name, price, stock...) with fresh server data, keeping quantities except
 * where the stock is now lower: those are capped, and the cap is noted so the cart can say so (issue 11).
 */
export function refreshLines(products: readonly StoreProduct[]): void {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const capped: StockNotice[] = [];
  const next = lines.map((line) => {
    const product = byId.get(line.id);
    if (!product) return line;
    const fresh = toCartLine(product, line.quantity);
    if (fresh.quantity < line.quantity) capped.push({ id: line.id, from: line.quantity, to: fresh.quantity });
    return fresh;
  });
  if (capped.length > 0) noteStockNotices(capped);
  if (JSON.stringify(next) !== JSON.stringify(lines)) commit(next);
}

/** A line the cart lowered to the stock it read from the server, until the visitor has seen it. */
export interface StockNotice {
  id: number;
  from: number;
  to: number;
}
const NO_NOTICES: StockNotice[] = [];
// Kept in memory only: a notice is for this visit; the capped quantity itself is saved with the cart.
let stockNotices: StockNotice[] = NO_NOTICES;

function noteStockNotices(capped: readonly StockNotice[]): void {
  const ids = new Set(capped.map((notice) => notice.id));
  // A line capped twice keeps the quantity the visitor had chosen, not the one the first cap left.
  const merged = capped.map((notice) => {
    const earlier = stockNotices.find((old) => old.id === notice.id);
    return earlier ? { ...notice, from: earlier.from } : notice;
  });
  stockNotices = [...stockNotices.filter((notice) => !ids.has(notice.id)), ...merged];
}

function dismissStockNotice(productId: number): void {
  if (stockNotices.some((notice) => notice.id === productId)) {
    stockNotices = stockNotices.filter((notice) => notice.id !== productId);
  }
}

/** The visitor has seen the capped lines (they go on to checkout from the cart page). */
export function dismissStockNotices(): void {
  if (stockNotices.length === 0) return;
  stockNotices = NO_NOTICES;
  listeners.forEach((listener) => listener());
}

/** Lines lowered to the stock since the visitor last looked at the cart. */
export function useStockNotices(): StockNotice[] {
  return useSyncExternalStore(
    subscribe,
    () => stockNotices,
    () => NO_NOTICES,
  );
}

export { MAX_LINE_QUANTITY };

/** Products the server no longer knows stay in the cart, marked as not buyable, so the visitor sees why. */
export function markLinesUnavailable(productIds: readonly number[]): void {
  const gone = new Set(productIds);
  if (!lines.some((line) => gone.has(line.id) && line.inStock)) return;
  commit(lines.map((line) => (gone.has(line.id) ? { ...line, inStock: false, status: 'Discontinued' } : line)));
}

/** The line's product name in the visitor's language (English where the product has an English name). */
export function lineName(line: CartLine, language: string): string {
  return localized(line.name, line.nameEn, language);
}

/**
 * What the line's price is for, '/pak 2 kg' (issue 10). Empty for a line stored before sale units
 * existed, until the server's copy refreshes it: no label beats a wrong '/kg'.
 */
export function linePriceUnit(line: CartLine, language: string): string {
  return line.saleUnit ? priceUnitLabel(line, language) : '';
}

/** What one line costs now, from its (refreshed) unit price. */
export function lineSubtotal(line: CartLine): number {
  return line.price * line.quantity;
}

/** A line the shop can sell as it stands: its product is for sale (as last read from the server). */
export function isLineBuyable(line: CartLine): boolean {
  return line.inStock;
}

/**
 * What the lines that can be bought cost: a sold-out or withdrawn line stays in the cart, so the visitor
 * sees why, but is not counted (a customer walk found the subtotal charging for a sold-out fish).
 */
export function cartSubtotal(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => (isLineBuyable(line) ? sum + lineSubtotal(line) : sum), 0);
}

/** Takes every line that cannot be bought out of the cart (the cart page offers it in one press). */
export function removeUnavailableLines(): void {
  if (lines.every(isLineBuyable)) return;
  lines.filter((line) => !isLineBuyable(line)).forEach((line) => dismissStockNotice(line.id));
  commit(lines.filter(isLineBuyable));
}
