import { describe, expect, it } from 'vitest';
import { CategoryAdminSchema, categoryStillHasProducts, productCountOfRefusal } from './category-admin.ts';

const valid = {
  categoryName: 'Udang',
  description: 'Udang segar dari tambak',
  priceRangeStart: '0',
  priceRangeEnd: '0',
};

function messageOf(values: object, field: string) {
  const result = CategoryAdminSchema.safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('CategoryAdminSchema', () => {
  it('reads form text as whole rupiah and leaves an open range alone', () => {
    expect(CategoryAdminSchema.parse({ ...valid, priceRangeStart: '45000' })).toMatchObject({
      priceRangeStart: 45_000,
      priceRangeEnd: 0,
    });
  });

  it('wants the end price above the start price when both are set (equal fails)', () => {
    expect(messageOf({ priceRangeStart: '5', priceRangeEnd: '5' }, 'priceRangeEnd')).toBe(
      'End price must be greater than start price',
    );
    expect(messageOf({ priceRangeStart: '5', priceRangeEnd: '6' }, 'priceRangeEnd')).toBeUndefined();
  });

  it('says an empty price field is required rather than not a number', () => {
    expect(messageOf({ priceRangeStart: '' }, 'priceRangeStart')).toBe('Start price is required');
    expect(messageOf({ priceRangeEnd: 'abc' }, 'priceRangeEnd')).toBe('End price must be a whole number of rupiah');
  });
});

describe('the refusal to delete a category with products', () => {
  it('names the count, which a client can read back to say it in its own language', () => {
    expect(categoryStillHasProducts(1)).toBe('This category still has 1 product; move or delete them first');
    expect(productCountOfRefusal(categoryStillHasProducts(12))).toBe(12);
    expect(productCountOfRefusal('Category 4 was not found.')).toBeNull();
  });
});
