import { asc, inArray } from 'drizzle-orm';
import type { Order, OrderDelivery } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

type OrderItemRow = typeof orderItems.$inferSelect;

/** The slot an order holds (all three columns set, or none: orders_delivery_slot_check). */
export function deliveryOf(row: OrderRow): OrderDelivery | null {
  if (row.deliveryDate === null || row.deliveryWindow === null || row.deliveryWindowLabel === null) return null;
  return { date: row.deliveryDate, window: row.deliveryWindow, label: row.deliveryWindowLabel };
}

/** The stored order in the shape of back-office.md section 3 (Order). */
export async function toOrder(executor: Executor, row: OrderRow): Promise<Order> {
  const items = await itemsOfOrders(executor, [row.id]);
  return orderWithItems(row, items.get(row.id) ?? []);
}

/** The item rows of several orders in one read, by order, each order's in the order they were written. */
export async function itemsOfOrders(
  executor: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderItemRow[]>> {
  const rows = await executor
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  return Map.groupBy(rows, (row) => row.orderId);
}

/** The order from its row and its item rows (in the order they were written), when both are at hand. */
export function orderWithItems(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    orderDate: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status as Order['status'],
    paymentStatus: row.paymentStatus as Order['paymentStatus'],
    paymentDate: row.paymentDate?.toISOString() ?? null,
    notes: row.notes,
    estimatedDelivery: row.estimatedDelivery,
    subtotal: row.subtotal,
    shippingCost: row.shippingCost,
    paymentFee: row.paymentFee,
    total: row.total,
    customer: { fullName: row.customerFullName, email: row.customerEmail, phone: row.customerPhone },
    shippingAddress: { address: row.address, city: row.city, province: row.province, postalCode: row.postalCode },
    shippingMethod: {
      id: row.shippingMethodId,
      name: row.shippingMethodName,
      estimatedDays: row.shippingEstimatedDays,
    },
    paymentMethod: { id: row.paymentMethodId, name: row.paymentMethodName },
    shippingCourier: row.shippingCourier,
    waybillNumber: row.waybillNumber,
    delivery: deliveryOf(row),
    orderItems: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      saleUnit: item.saleUnit,
      weight: item.weight,
    })),
  };
}
