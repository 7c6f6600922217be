/*
 * The catalogue's numbers and names, without zod: the storefront's first load uses these and must not
 * carry the schemas' library with them (decision 016). The schemas built on them are in catalogue.ts.
 */

export const PRODUCT_SORTS = ['name_asc', 'price_asc', 'rating_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_SIZE_MAX = 100;
export const PRODUCT_PAGE_SIZES = [12, 24, 36, 48] as const;

/**
 * The largest value of a PostgreSQL integer column (ids, prices, stock). A larger number from a query
 * or path, compared with such a column, fails the query (a 500) instead of matching nothing.
 */
export const DB_INT_MAX = 2_147_483_647;

/** Codes of the general parameters the storefront reads (spec: 001 address .. 004 opening hours). */
export const GENERAL_CODES = { address: '001', phone: '002', email: '003', openingHours: '004' } as const;
