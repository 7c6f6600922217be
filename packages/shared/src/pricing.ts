/** Discount percent by the spec's formula: round((original - discount) / original * 100), 0 when original <= 0. */
export function discountPercent(originalPrice: number, discountPrice: number): number {
  if (originalPrice <= 0) return 0;
  return Math.round(((originalPrice - discountPrice) / originalPrice) * 100);
}

/**
 * The price a customer pays for one unit: the discount price when there is a real discount,
 * else the original price (a discount price of 0 means "no discount", not "free").
 */
export function sellingPrice(originalPrice: number, discountPrice: number): number {
  return discountPrice > 0 && discountPrice < originalPrice ? discountPrice : originalPrice;
}

/** The original price is shown struck through only when it differs from what the customer pays. */
export function showsOriginalPrice(originalPrice: number, discountPrice: number): boolean {
  return sellingPrice(originalPrice, discountPrice) !== originalPrice;
}
