import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  ORDER_CHANGE_KINDS,
  ORDER_CHANNELS,
  ORDER_LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SALE_UNITS,
} from '@crabclaw/shared';
import { foldedSql } from '../../lib/fold-accents.ts';
import { oneOf, timestamps } from './columns.ts';
import { products } from './catalogue.ts';
import { staffUsers } from './staff.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * An order is a snapshot: customer, address, prices, shipping and payment as they were when it was
 * placed, so later catalogue edits never rewrite what a customer agreed to pay.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    /** sha256 of the token handed to the customer; the token itself is never stored. */
    accessTokenHash: text('access_token_hash').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** sha256 of the request an Idempotency-Key was first used with: the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    status: text('status').notNull().default('Pending'),
    paymentStatus: text('payment_status').notNull().default('Pending'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    notes: text('notes'),
    customerFullName: text('customer_full_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    shippingMethodId: text('shipping_method_id').notNull(),
    shippingMethodName: text('shipping_method_name').notNull(),
    shippingEstimatedDays: text('shipping_estimated_days').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    paymentMethodName: text('payment_method_name').notNull(),
    /** Entered by staff when they mark the order shipped; both optional (issue 25). */
    shippingCourier: text('shipping_courier'),
    waybillNumber: text('waybill_number'),
    // Rupiah beyond PostgreSQL's integer (Rp 2.1 billion): 99 units of a product priced up to that. A number
    // in JavaScript holds any total an order can reach (99 x Rp 2.1 billion is far below 2^53).
    subtotal: money('subtotal').notNull(),
    shippingCost: money('shipping_cost').notNull(),
    paymentFee: money('payment_fee').notNull(),
    total: money('total').notNull(),
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }).notNull(),
    /** The language the checkout was in: the customer's e-mails speak it (orders placed before it: Indonesian). */
    language: text('language', { enum: ORDER_LANGUAGES }).notNull().default('id'),
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    /**
     * The day (WIB) and time window the customer chose for a live or fresh delivery (issue 27); none for an
     * order that needs no slot. The window's label is kept as it was: staff may later rename or drop a window.
     */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryWindow: text('delivery_window'),
    deliveryWindowLabel: text('delivery_window_label'),
    /** Set when Owner or Admin archives the order: it leaves lists and statistics and can be restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * What staff search matches in number, name, e-mail and phone: small letters without accents, so
     * 'Desiree' finds 'Désirée'. Kept by the database; one trigram index serves it (decision 014).
     */
    searchText: text('search_text').generatedAlwaysAs((): SQL =>
      foldedSql(
        sql`${orders.orderNumber} || ' ' || ${orders.customerFullName} || ' ' || ${orders.customerEmail} || ' ' || ${orders.customerPhone}`,
      ),
    ),
    ...timestamps,
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_customer_email_idx').on(t.customerEmail),
    index('orders_customer_phone_idx').on(t.customerPhone),
    index('orders_status_idx').on(t.status),
    // The day's work (/app/deliveries) and a window's taken places.
    index('orders_delivery_idx')
      .on(t.deliveryDate, t.deliveryWindow)
      .where(sql`${t.deliveryDate} is not null`),
    // Unpaid orders waiting for the payment deadline (the expiry job's scan).
    index('orders_unpaid_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'Pending' and ${t.status} <> 'Cancelled'`),
    // Staff search: substring of search_text, served by trigrams.
    index('orders_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check('orders_language_check', oneOf('language', ORDER_LANGUAGES)),
    check('orders_channel_check', oneOf('channel', ORDER_CHANNELS)),
    check('orders_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    // A slot is a day and a window together, or neither.
    check(
      'orders_delivery_slot_check',
      sql`(${t.deliveryDate} is null) = (${t.deliveryWindow} is null) and (${t.deliveryWindow} is null) = (${t.deliveryWindowLabel} is null)`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    /** How the line was sold (per kg, pack of `weight` kg, piece), as it was when the order was placed. */
    saleUnit: text('sale_unit', { enum: SALE_UNITS }),
    weight: doublePrecision('weight'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_name_idx').using('gin', sql`lower(${t.productName}) gin_trgm_ops`),
  ],
);

/** Every change to an order: who (a staff member, or the shop itself when staffUserId is null), when, from, to, why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_CHANGE_KINDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    reason: text('reason'),
    /** What a step to Shipped carried: the courier and waybill number as staff entered them then. */
    shippingCourier: text('shipping_courier'),
    waybillNumber: text('waybill_number'),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The username as it was, so the history still reads right after an account is renamed or removed. */
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.changedAt),
    check('order_history_kind_check', oneOf('kind', ORDER_CHANGE_KINDS)),
  ],
);

/** Per-day counter behind readable order numbers (CC-20261122-0042). */
export const orderNumberCounters = pgTable('order_number_counters', {
  day: text('day').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
