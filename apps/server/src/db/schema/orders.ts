import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { products } from './catalogue.ts';

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
    subtotal: integer('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    paymentFee: integer('payment_fee').notNull(),
    total: integer('total').notNull(),
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_customer_email_idx').on(t.customerEmail),
    index('orders_status_idx').on(t.status),
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
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Per-day counter behind readable order numbers (CC-20261122-0042). */
export const orderNumberCounters = pgTable('order_number_counters', {
  day: text('day').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
