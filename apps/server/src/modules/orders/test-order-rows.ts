import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

// Orders written straight into the tables, at any time and in any state, for the tests of the staff
// order list, its CSV export and the reports (placing orders through the service fixes time and state).

type NewOrder = typeof orders.$inferInsert;
export interface OrderLineValues {
  productName: string;
  quantity?: number;
  unitPrice?: number;
  productImage?: string | null;
}

let sequence = 0;

export async function insertOrder(db: Executor, values: Partial<NewOrder> & { lines?: OrderLineValues[] } = {}) {
  sequence += 1;
  const { lines = [{ productName: 'Kepiting Bakau' }], ...columns } = values;
  const total = columns.total ?? 100_000;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `CC-20260315-${String(sequence).padStart(4, '0')}`,
      accessTokenHash: 'x',
      customerFullName: `Pelanggan ${sequence}`,
      customerEmail: `pelanggan${sequence}@contoh.id`,
      customerPhone: `0813${String(sequence).padStart(8, '0')}`,
      address: 'Jl. Laut 1',
      city: 'Jakarta',
      province: 'DKI Jakarta',
      postalCode: '10110',
      shippingMethodId: 'regular',
      shippingMethodName: 'Pengiriman Reguler',
      shippingEstimatedDays: '3-5',
      paymentMethodId: 'bank_transfer',
      paymentMethodName: 'Transfer Bank',
      subtotal: total,
      shippingCost: 0,
      paymentFee: 0,
      total,
      estimatedDelivery: '2026-03-20',
      ...columns,
    })
    .returning();
  if (lines.length > 0) {
    await db.insert(orderItems).values(
      lines.map(({ quantity = 1, unitPrice = 50_000, ...line }) => ({
        ...line,
        orderId: order!.id,
        quantity,
        unitPrice,
        totalPrice: quantity * unitPrice,
      })),
    );
  }
  return order!;
}
