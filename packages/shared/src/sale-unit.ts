/**
 * How a product is sold, so its price is labelled right (issue 10): per kilogram, per pack of a stated
 * weight, or per piece (of about a stated weight). Prices are always per sale unit.
 */
export const SALE_UNITS = ['kg', 'pack', 'piece'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];
export const DEFAULT_SALE_UNIT: SaleUnit = 'kg';
