import { z } from 'zod';
import { PAGE_SIZE_MAX } from './catalogue-constants.ts';
import { pageOf } from './catalogue.ts';
import { OrderSchema } from './checkout.ts';
import { optionalLine, queryDay, queryFlag, queryIntegerOr } from './form-fields.ts';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from './order-lifecycle.ts';
import { encodeMessage, type MessageLanguage } from './messages.ts';
import { customerDataField } from './staff.ts';

// Order management in the back office (issue 9; back-office.md sections 2, 3, 4, 7 and 9).

/** Back-office section 9: the order list's page sizes and its default. */
export const ORDER_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_ORDER_PAGE_SIZE = 10;
export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** How many products a list row shows before '+N more items'. */
export const ORDER_ROW_ITEMS = 2;

/** What the staff order list, its CSV export and its statistics are filtered by. */
export const AdminOrderFilterSchema = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      'Case-insensitive: customer name (accents ignored), order number, phone (as +62 812-…, 62812… or 0812 …), e-mail and product names',
    ),
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  channel: z.enum(ORDER_CHANNELS).optional(),
  startDate: queryDay.optional().describe('First day, inclusive, in the shop time zone (WIB)'),
  endDate: queryDay.optional().describe('Last day, inclusive, in the shop time zone (WIB)'),
  archived: queryFlag.optional().describe('true: only archived orders; otherwise archived orders are left out'),
});
export type AdminOrderFilter = z.infer<typeof AdminOrderFilterSchema>;

export const AdminOrderQuerySchema = AdminOrderFilterSchema.extend({
  sort: z.enum(ORDER_SORTS).default('newest'),
  page: queryIntegerOr(1, 1, 1_000_000),
  pageSize: queryIntegerOr(DEFAULT_ORDER_PAGE_SIZE, 1, PAGE_SIZE_MAX),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;
export type AdminOrderQueryInput = z.input<typeof AdminOrderQuerySchema>;

export const OrderLineSchema = OrderSchema.shape.orderItems.element;
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** One row of the staff order list (back-office section 2, Order management). */
export const AdminOrderRowSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  total: z.number().int(),
  customerName: customerDataField(z.string()),
  customerEmail: customerDataField(z.string()),
  customerPhone: customerDataField(z.string()),
  items: z.array(OrderLineSchema).describe(`The first ${ORDER_ROW_ITEMS} lines`),
  itemCount: z.number().int().describe('All lines of the order'),
  paymentMethodName: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  channel: z.enum(ORDER_CHANNELS),
  archived: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderPageSchema = pageOf(AdminOrderRowSchema);
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/**
 * `placed`: who took an order down (staff orders); `lines`: an unpaid order's lines changed, before and after;
 * `shipment`: the courier or waybill of a shipped order corrected (the new values, the old in `from`);
 * `delivery`: staff moved the order to another slot ('2026-12-05 08-11', the old one in `from`).
 */
export const ORDER_CHANGE_KINDS = [
  'placed',
  'status',
  'payment',
  'lines',
  'archive',
  'restore',
  'shipment',
  'delivery',
] as const;

export const OrderHistoryEntrySchema = z.object({
  kind: z.enum(ORDER_CHANGE_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  shippingCourier: z.string().nullable().describe('What staff entered when they marked the order shipped'),
  waybillNumber: z.string().nullable(),
  changedBy: z.string().describe('A staff username, or "system" for the shop’s own changes'),
  changedAt: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

const shippingDetailsField = <T extends z.ZodType>(schema: T) =>
  schema.nullable().describe('null for roles that do not see where orders go (canSeeShippingDetails)');

/**
 * One order as staff read it: the spec's Order plus its history and archive state. Name, phone, address and
 * note are there for roles that pack (canSeeShippingDetails); the e-mail only for those that see customers.
 */
export const AdminOrderSchema = OrderSchema.extend({
  customer: shippingDetailsField(
    OrderSchema.shape.customer.extend({ email: customerDataField(OrderSchema.shape.customer.shape.email) }),
  ),
  shippingAddress: shippingDetailsField(OrderSchema.shape.shippingAddress),
  notes: shippingDetailsField(z.string()),
  channel: z.enum(ORDER_CHANNELS),
  archivedAt: z.string().nullable(),
  paymentDeadline: z
    .string()
    .nullable()
    .describe(
      'When the shop cancels an unpaid Pending order: the payment window (005) for a bank transfer, the confirmation window (013) otherwise; null once paid or taken in hand (Processing and on)',
    ),
  history: z.array(OrderHistoryEntrySchema).describe('Oldest first'),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/**
 * What the back office polls to see new orders at once (issue 25, decision 030): two numbers every process
 * reads alike from the database, answered with an ETag of both so an unchanged answer is a 304.
 */
export const NewOrdersSchema = z.object({
  pendingCount: z.number().int().describe('New orders not yet confirmed: status Pending, archived ones left out'),
  latestOrderId: z.number().int().nullable().describe('The newest order’s id, which grows when an order arrives'),
});
export type NewOrders = z.infer<typeof NewOrdersSchema>;

/** Back-office section 9: completed = Completed + Delivered; revenue = the totals of all orders. */
export const OrderStatisticsSchema = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  completedOrders: z.number().int(),
  totalRevenue: z.number().int().describe('Totals of all orders (the spec’s revenue), archived ones left out'),
  paidRevenue: z.number().int().describe('Totals of orders whose payment is Paid: money the shop received'),
});
export type OrderStatistics = z.infer<typeof OrderStatisticsSchema>;

const REASON_MAX = 500;
const REASON_MIN = 3;
const reason = z
  .string({ error: encodeMessage('orderChange.reasonTooShort', { min: REASON_MIN }) })
  .trim()
  .max(REASON_MAX, encodeMessage('orderChange.reasonTooLong', { max: REASON_MAX }));

export const SHIPPING_COURIER_MAX = 60;
export const WAYBILL_NUMBER_MAX = 40;

export const UpdateOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    reason: reason.optional().describe('Required for a correction outside the order’s normal life'),
    shippingCourier: optionalLine(SHIPPING_COURIER_MAX, 'orderChange.courierTooLong').describe(
      'Only with status Shipped, optional: who carries the order (JNE, SiCepat, the shop’s own driver)',
    ),
    waybillNumber: optionalLine(WAYBILL_NUMBER_MAX, 'orderChange.waybillTooLong').describe(
      'Only with status Shipped, optional: the courier’s tracking number (resi)',
    ),
  })
  .refine((change) => change.status === 'Shipped' || (!change.shippingCourier && !change.waybillNumber), {
    message: encodeMessage('orderChange.shipmentOnlyWhenShipped'),
    path: ['status'],
  });
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatusSchema>;

/** PUT /api/Orders/{id}/shipment: a shipped order's courier and waybill number, corrected (empty clears one). */
export const UpdateShipmentSchema = z.object({
  shippingCourier: UpdateOrderStatusSchema.shape.shippingCourier,
  waybillNumber: UpdateOrderStatusSchema.shape.waybillNumber,
});
export type UpdateShipment = z.infer<typeof UpdateShipmentSchema>;

export const UpdatePaymentStatusSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES),
  reason: reason.optional().describe('Required for a correction outside the payment’s normal life'),
});
export type UpdatePaymentStatus = z.infer<typeof UpdatePaymentStatusSchema>;

export const CancelOrderSchema = z.object({
  reason: reason.min(REASON_MIN, encodeMessage('orderChange.reasonTooShort', { min: REASON_MIN })),
});
export type CancelOrder = z.infer<typeof CancelOrderSchema>;

/**
 * The orders export's columns, in order, with their headers in the shop's two languages: back-office
 * section 9's ten, then where the order goes and how (issue 23), then where it came from (issue 26). The CSV, read by tools, is headed in
 * English; the XLSX in the staff member's language. Both exports take this one list.
 */
export const ORDER_EXPORT_COLUMNS = [
  { key: 'orderId', en: 'Order ID', id: 'ID Pesanan' },
  { key: 'orderNumber', en: 'Order Number', id: 'Nomor Pesanan' },
  { key: 'customerName', en: 'Customer Name', id: 'Nama Pelanggan' },
  { key: 'customerEmail', en: 'Email', id: 'E-mail' },
  { key: 'customerPhone', en: 'Phone', id: 'Telepon' },
  { key: 'products', en: 'Products', id: 'Produk' },
  { key: 'total', en: 'Total Amount', id: 'Total' },
  { key: 'status', en: 'Status', id: 'Status' },
  { key: 'paymentStatus', en: 'Payment Status', id: 'Status Pembayaran' },
  { key: 'createdAt', en: 'Order Date', id: 'Tanggal Pesanan' },
  { key: 'address', en: 'Address', id: 'Alamat' },
  { key: 'city', en: 'City', id: 'Kota' },
  { key: 'province', en: 'Province', id: 'Provinsi' },
  { key: 'postalCode', en: 'Postal Code', id: 'Kode Pos' },
  { key: 'shippingMethod', en: 'Shipping Method', id: 'Metode Pengiriman' },
  { key: 'paymentMethod', en: 'Payment Method', id: 'Metode Pembayaran' },
  { key: 'notes', en: 'Note', id: 'Catatan' },
  { key: 'channel', en: 'Channel', id: 'Saluran' },
  { key: 'deliveryDate', en: 'Delivery Date', id: 'Tanggal Kirim' },
  { key: 'deliveryWindow', en: 'Delivery Window', id: 'Jam Kirim' },
] as const satisfies readonly ({ key: string } & Record<MessageLanguage, string>)[];
export type OrderExportColumnKey = (typeof ORDER_EXPORT_COLUMNS)[number]['key'];

/** The CSV's header: the export's columns in English. */
export const ORDER_CSV_COLUMNS = ORDER_EXPORT_COLUMNS.map((column) => column.en);
