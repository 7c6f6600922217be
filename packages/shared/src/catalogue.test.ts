import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CategoryListQuerySchema,
  CategorySearchQuerySchema,
  FEATURED_PLACES,
  featuredPlaces,
  ProductFilterSchema,
  ProductPageQuerySchema,
} from './catalogue.ts';
import { DB_INT_MAX } from './catalogue-constants.ts';

const TOO_BIG = '3000000000';

/** The fields a query is refused for (query values arrive as text). */
function refusedFields(schema: z.ZodType, query: Record<string, string>): string[] {
  return (schema.safeParse(query).error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('catalogue queries stay inside PostgreSQL integer range', () => {
  it.each([
    ['ProductFilterSchema', ProductFilterSchema],
    ['ProductPageQuerySchema', ProductPageQuerySchema],
  ])('%s refuses ids and prices beyond it, naming the field', (_, schema) => {
    expect(refusedFields(schema, { minPrice: TOO_BIG })).toEqual(['minPrice']);
    expect(refusedFields(schema, { maxPrice: TOO_BIG })).toEqual(['maxPrice']);
    expect(refusedFields(schema, { categoryId: TOO_BIG })).toEqual(['categoryId']);
    const largest = String(DB_INT_MAX);
    expect(refusedFields(schema, { minPrice: '0', maxPrice: largest, categoryId: largest })).toEqual([]);
  });

  it.each([
    ['ProductPageQuerySchema', ProductPageQuerySchema],
    ['CategoryListQuerySchema', CategoryListQuerySchema],
    ['CategorySearchQuerySchema', CategorySearchQuerySchema],
  ])('%s refuses page numbers beyond it', (_, schema) => {
    expect(refusedFields(schema, { page: TOO_BIG })).toEqual(['page']);
    expect(refusedFields(schema, { page: String(DB_INT_MAX) })).toEqual([]);
  });
});

describe('featuredPlaces', () => {
  const product = (productId: number) => ({ productId });
  const at = (productId: number, featuredPosition: number | null) => ({
    product: product(productId),
    featuredPosition,
  });
  const ids = (products: { productId: number }[]) => products.map((p) => p.productId);

  it('puts a featured product at the place staff chose, best sellers filling the places around it', () => {
    expect(ids(featuredPlaces([at(7, 3)], [1, 2, 3, 4, 5, 6].map(product)))).toEqual([1, 2, 7, 3, 4, 5]);
  });

  it('fills the places left with featured products without a place before any best seller', () => {
    expect(ids(featuredPlaces([at(7, 2), at(8, null), at(9, null)], [1, 2].map(product)))).toEqual([8, 7, 9, 1, 2]);
  });

  it('gives the second product chosen for a taken place the next free one', () => {
    expect(ids(featuredPlaces([at(7, 6), at(8, 6), at(9, 2)], []))).toEqual([8, 9, 7]);
  });

  it('shows a featured best seller once, and never more than six products', () => {
    const shown = featuredPlaces([at(3, 1)], [1, 2, 3, 4, 5, 6, 7, 8].map(product));
    expect(ids(shown)).toEqual([3, 1, 2, 4, 5, 6]);
    expect(shown).toHaveLength(FEATURED_PLACES);
  });
});
