import { isListed } from './product-status.ts';

/** What the low-stock rule reads of a product: its stock and own threshold are counted in its sale unit. */
export interface LowStockFacts {
  status: string;
  stock: number;
  /** Null: the shop's default (general parameter 014) applies. */
  lowStockThreshold: number | null;
}

/** The threshold a product is held to: its own when staff set one, else the shop's default. */
export const lowStockThresholdOf = (product: Pick<LowStockFacts, 'lowStockThreshold'>, defaultThreshold: number) =>
  product.lowStockThreshold ?? defaultThreshold;

/**
 * A product is low on stock at or below its threshold (issue 23), unless the shop no longer sells it: a
 * Discontinued product will not be restocked, so it would only crowd the list staff reorder from. An Out of
 * Stock product stays: that is the one most in need of restocking.
 */
export function isLowStock(product: LowStockFacts, defaultThreshold: number): boolean {
  return isListed(product.status) && product.stock <= lowStockThresholdOf(product, defaultThreshold);
}

/**
 * Whether taking `quantity` left the product low on stock when it was not before: the moment the shop is told
 * (decision 037), once per crossing. Further orders find it low already; a restock above the threshold arms it again.
 */
export function crossedIntoLowStock(
  after: Pick<LowStockFacts, 'stock' | 'lowStockThreshold'>,
  quantity: number,
  defaultThreshold: number,
): boolean {
  const threshold = lowStockThresholdOf(after, defaultThreshold);
  return after.stock <= threshold && after.stock + quantity > threshold;
}
