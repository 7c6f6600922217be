import { describe, expect, it } from 'vitest';
import { CategoryAdminSchema } from './category-admin.ts';

const valid = { categoryName: 'Udang', description: 'Udang segar dari tambak' };

describe('CategoryAdminSchema', () => {
  it('takes no price range: the storefront computes it from the products for sale', () => {
    const parsed = CategoryAdminSchema.parse({ ...valid, priceRangeStart: '45000', priceRangeEnd: '5' });
    expect(parsed).not.toHaveProperty('priceRangeStart');
    expect(parsed).not.toHaveProperty('priceRangeEnd');
  });
});
