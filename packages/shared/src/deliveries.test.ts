import { describe, expect, it } from 'vitest';
import { BulkStatusChangeSchema, pickingList } from './deliveries.ts';

const line = (productId: number | null, productName: string, quantity: number, unit?: object) => ({
  productId,
  productName,
  quantity,
  ...unit,
});

describe('pickingList', () => {
  it('sums each product per sale unit and weight as sold, leaving cancelled orders out, by name', () => {
    const picked = pickingList([
      {
        status: 'Pending',
        orderItems: [line(1, 'Udang', 2, { saleUnit: 'pack', weight: 0.5 }), line(2, 'Kepiting', 1)],
      },
      {
        status: 'Processing',
        orderItems: [
          line(1, 'Udang', 1, { saleUnit: 'pack', weight: 0.5 }),
          // The same product later sold in 1 kg packs: a pack of another size is another thing to fetch.
          line(1, 'Udang', 4, { saleUnit: 'pack', weight: 1 }),
          line(2, 'Kepiting', 3, { saleUnit: 'kg', weight: 1.2 }),
        ],
      },
      { status: 'Cancelled', orderItems: [line(2, 'Kepiting', 9)] },
      // A product since deleted is known by its name.
      { status: 'Shipped', orderItems: [line(null, 'Cumi', 2, { saleUnit: 'piece', weight: 0.3 })] },
    ]);
    expect(picked.map((l) => [l.productName, l.saleUnit, l.weight, l.quantity, l.orderCount])).toEqual([
      ['Cumi', 'piece', 0.3, 2, 1],
      ['Kepiting', 'kg', null, 4, 2],
      ['Udang', 'pack', 0.5, 3, 2],
      ['Udang', 'pack', 1, 4, 1],
    ]);
  });
});

describe('BulkStatusChangeSchema', () => {
  it('takes 1 to 100 different ids, and a courier only with Shipped', () => {
    expect(
      BulkStatusChangeSchema.safeParse({ orderIds: [1, 2], status: 'Shipped', shippingCourier: ' JNE ' }).data,
    ).toEqual({ orderIds: [1, 2], status: 'Shipped', shippingCourier: 'JNE' });
    for (const body of [
      { orderIds: [1, 1], status: 'Processing' },
      { orderIds: Array.from({ length: 101 }, (_, i) => i + 1), status: 'Processing' },
      { orderIds: [1], status: 'Processing', shippingCourier: 'JNE' },
      { orderIds: [1], status: 'Completed' },
    ])
      expect(BulkStatusChangeSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
