import { z } from 'zod';
import { CreateOrderSchema, CustomerInfoSchema } from './checkout.ts';
import { encodeMessage } from './messages.ts';
import type { OrderChannel, OrderStatus, PaymentStatus } from './order-lifecycle.ts';

// Orders staff take down and change (issue 26): the storefront's order body and rules, said by staff.

/** Where staff take an order down from: a phone call or a chat. The web and the WhatsApp button are the customer's. */
export const STAFF_ORDER_CHANNELS = ['phone', 'whatsapp'] as const satisfies readonly OrderChannel[];
export type StaffOrderChannel = (typeof STAFF_ORDER_CHANNELS)[number];

/** POST /api/admin/orders: the body of /api/Orders/create, its channel, and whether the money is already in. */
export const StaffOrderSchema = CreateOrderSchema.extend({
  channel: z.enum(STAFF_ORDER_CHANNELS, { error: encodeMessage('staffOrder.channelRequired') }),
  paid: z
    .boolean({ error: encodeMessage('validation.invalid') })
    .optional()
    .describe(
      'true: cash or a transfer already received: the order is Paid with the payment date, and the unpaid-order caps (open unpaid orders per e-mail and phone, the largest unpaid total) do not apply to it',
    ),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;
export type StaffOrderInput = z.input<typeof StaffOrderSchema>;

/** PUT /api/admin/orders/:id/lines: what a customer may change by calling before paying. */
export const EditOrderLinesSchema = z.object({
  items: CreateOrderSchema.shape.items,
  shippingMethod: CreateOrderSchema.shape.shippingMethod,
  notes: CustomerInfoSchema.shape.notes,
});
export type EditOrderLines = z.infer<typeof EditOrderLinesSchema>;
export type EditOrderLinesInput = z.input<typeof EditOrderLinesSchema>;

/** Orders whose box has not left the shop: what is in it may still change. */
export const LINE_EDITABLE_STATUSES: readonly OrderStatus[] = ['Pending', 'Processing'];

/** Whether staff may change an order's lines: unpaid (a paid one is cancelled and taken again) and not shipped. */
export function linesEditable(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.paymentStatus === 'Pending' && LINE_EDITABLE_STATUSES.includes(order.status);
}

/** What a 'lines' history entry keeps of the order before and after (as JSON in its from and to). */
export const OrderLinesSnapshotSchema = z.object({
  lines: z.array(z.object({ productId: z.number().int().nullable(), name: z.string(), quantity: z.number().int() })),
  shippingMethodId: z.string(),
  notes: z.string().nullable(),
  total: z.number().int(),
});
export type OrderLinesSnapshot = z.infer<typeof OrderLinesSnapshotSchema>;

export const ORDER_CUSTOMER_SEARCH_MIN = 3;
export const ORDER_CUSTOMER_MATCHES = 5;

export const OrderCustomerQuerySchema = z.object({
  search: z
    .string({ error: encodeMessage('staffOrder.searchTooShort', { min: ORDER_CUSTOMER_SEARCH_MIN }) })
    .trim()
    .min(ORDER_CUSTOMER_SEARCH_MIN, encodeMessage('staffOrder.searchTooShort', { min: ORDER_CUSTOMER_SEARCH_MIN }))
    .max(100)
    .regex(/^[^\0]*$/, encodeMessage('validation.invalid')),
});
export type OrderCustomerQuery = z.infer<typeof OrderCustomerQuerySchema>;

/** An earlier customer as their latest order names them, to fill a new order's details. */
export const OrderCustomerSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  lastOrderDate: z.string(),
});
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;
export const OrderCustomerListSchema = z.array(OrderCustomerSchema);
