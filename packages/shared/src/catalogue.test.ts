import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CategoryListQuerySchema,
  CategorySearchQuerySchema,
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
