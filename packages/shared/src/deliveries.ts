import { z } from 'zod';
import { ApiErrorSchema } from './api-error.ts';
import { DB_INT_MAX } from './catalogue-constants.ts';
import type { OrderStatus } from './order-lifecycle.ts';
import { queryDay } from './form-fields.ts';
import { encodeMessage } from './messages.ts';
import { DEFAULT_SALE_UNIT, SALE_UNITS, type SaleUnit } from './sale-unit.ts';
import { AdminOrderSchema, UpdateOrderStatusSchema } from './staff-orders.ts';

/** GET /api/admin/deliveries/{date}: the day (WIB) whose deliveries staff prepare. */
export const DeliveryDayParamsSchema = z.object({
  date: queryDay.describe('The delivery day, YYYY-MM-DD in the shop time zone (WIB)'),
});

/** One product to fetch for the day: its total across the day's orders, in the unit it was sold by. */
export const PickingLineSchema = z.object({
  productId: z.number().int().nullable().describe('null when the product has since been deleted'),
  productName: z.string(),
  saleUnit: z.enum(SALE_UNITS).describe('Lines from before sale units count as kilograms'),
  weight: z.number().nullable().describe('A pack’s weight or a piece’s approximate weight, as sold'),
  quantity: z.number().describe('Kilograms, packs or pieces, summed over the day’s orders that are not cancelled'),
  orderCount: z.number().int().describe('How many of the day’s orders hold it'),
});
export type PickingLine = z.infer<typeof PickingLineSchema>;

const DeliveryDayWindowSchema = z.object({
  window: z.string().describe('The window’s id, as the order keeps it'),
  label: z.string().describe('The window as the customer chose it ("08.00-11.00 WIB")'),
  orders: z.array(AdminOrderSchema).describe('Oldest first'),
});

export const DeliveryDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD (WIB)'),
  windows: z.array(DeliveryDayWindowSchema).describe('In the order of their times; only windows with orders'),
  picking: z.array(PickingLineSchema).describe('By product name, then sale unit'),
});
export type DeliveryDay = z.infer<typeof DeliveryDaySchema>;

interface PickedOrder {
  status: OrderStatus;
  orderItems: readonly {
    productId: number | null;
    productName: string;
    quantity: number;
    saleUnit?: SaleUnit | null;
    weight?: number | null;
  }[];
}

/**
 * What to fetch at dawn for a day's orders: each product's quantity summed over the orders not cancelled, per
 * sale unit and weight as sold (a product sold by the kilogram and later by the 2 kg pack makes two lines:
 * kilograms and packs do not add up). Sorted by name, as it is read while walking the market.
 */
export function pickingList(orders: readonly PickedOrder[]): PickingLine[] {
  const lines = new Map<string, PickingLine>();
  for (const order of orders) {
    if (order.status === 'Cancelled') continue;
    for (const item of order.orderItems) {
      const saleUnit = item.saleUnit ?? DEFAULT_SALE_UNIT;
      const weight = saleUnit === 'kg' ? null : (item.weight ?? null);
      const key = JSON.stringify([item.productId ?? item.productName, saleUnit, weight]);
      const line = lines.get(key) ?? { ...item, saleUnit, weight, quantity: 0, orderCount: 0 };
      lines.set(key, { ...line, quantity: line.quantity + item.quantity, orderCount: line.orderCount + 1 });
    }
  }
  return [...lines.values()]
    .map(({ productId, productName, saleUnit, weight, quantity, orderCount }) => ({
      productId,
      productName,
      saleUnit,
      weight,
      quantity,
      orderCount,
    }))
    .sort(
      (a, b) =>
        a.productName.localeCompare(b.productName, 'id') ||
        SALE_UNITS.indexOf(a.saleUnit) - SALE_UNITS.indexOf(b.saleUnit) ||
        (a.weight ?? 0) - (b.weight ?? 0),
    );
}

/** The steps staff take for many orders at once: taking them in hand and sending them off. */
export const BULK_STATUSES = ['Processing', 'Shipped'] as const satisfies readonly OrderStatus[];
/** A day's orders fit many times over; a longer list is a mistake or an attack. */
export const BULK_ORDERS_MAX = 100;

/** POST /api/admin/orders/status: one status step for several orders, each by the single change's rules. */
export const BulkStatusChangeSchema = z
  .object({
    orderIds: z
      .array(z.number().int().min(1).max(DB_INT_MAX))
      .min(1)
      .max(BULK_ORDERS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, encodeMessage('validation.duplicate'))
      .describe(`1 to ${BULK_ORDERS_MAX} different order ids`),
    status: z.enum(BULK_STATUSES),
    shippingCourier: UpdateOrderStatusSchema.shape.shippingCourier.describe(
      'Only with status Shipped, optional: the courier that carries all of them; waybill numbers are per order',
    ),
  })
  .refine((change) => change.status === 'Shipped' || !change.shippingCourier, {
    message: encodeMessage('orderChange.shipmentOnlyWhenShipped'),
    path: ['status'],
  });
export type BulkStatusChange = z.infer<typeof BulkStatusChangeSchema>;

const orderRef = { orderId: z.number().int(), orderNumber: z.string().nullable().describe('null: no such order') };

export const BulkStatusResultSchema = z.object({
  changed: z.array(z.object(orderRef)),
  refused: z
    .array(z.object(orderRef).extend(ApiErrorSchema.pick({ message: true, code: true, params: true }).shape))
    .describe('Each order left as it was, with the reason the single change would have answered'),
});
export type BulkStatusResult = z.infer<typeof BulkStatusResultSchema>;
