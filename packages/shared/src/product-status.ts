export const PRODUCT_STATUSES = ['Fresh', 'Available', 'Out of Stock', 'Discontinued'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const DEFAULT_PRODUCT_STATUS: ProductStatus = 'Fresh';

/** Only Fresh and Available products are sold (storefront 4, add to cart), and only while stock lasts. */
export function isPurchasable(product: { status: string; stock: number }): boolean {
  return (product.status === 'Fresh' || product.status === 'Available') && product.stock > 0;
}
