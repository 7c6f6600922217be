import { describe, expect, it } from 'vitest';
import { isPurchasable, PRODUCT_STATUSES } from './product-status.ts';

describe('isPurchasable', () => {
  it('sells Fresh and Available products while stock lasts', () => {
    const verdicts = PRODUCT_STATUSES.map((status) => [status, isPurchasable({ status, stock: 5 })]);
    expect(verdicts).toEqual([
      ['Fresh', true],
      ['Available', true],
      ['Out of Stock', false],
      ['Discontinued', false],
    ]);
    expect(isPurchasable({ status: 'Fresh', stock: 0 })).toBe(false);
    expect(isPurchasable({ status: 'Premium', stock: 5 })).toBe(false);
  });
});
