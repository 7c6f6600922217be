import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { PAYMENT_ATTEMPT_STATES } from '@crabclaw/shared';
import { oneOf } from './columns.ts';
import { orders } from './orders.ts';

/**
 * One try at paying an order through a gateway (issue 28, decision 036). `reference` is the id the gateway
 * knows it by (Midtrans' order_id: the order number, `-2`, `-3` on later tries), unique because a gateway
 * charges an id once. `payUrl` is null when the gateway could not be reached: the customer may try again.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    reference: text('reference').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: PAYMENT_ATTEMPT_STATES }).notNull().default('pending'),
    payUrl: text('pay_url'),
    /** The channel the customer paid by (QRIS, BCA VA, GoPay …), from the latest event that named one. */
    channel: text('channel'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the reconciliation job last asked the gateway: a status check at most every few minutes per attempt. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId, t.id),
    // The reconciliation job's scan: only attempts still waiting.
    index('payment_attempts_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'pending'`),
    check('payment_attempts_state_check', oneOf('state', PAYMENT_ATTEMPT_STATES)),
  ],
);

/**
 * Every notification or status reading a gateway sent, stored once: `eventKey` (Midtrans:
 * transaction_id:transaction_status:status_code) is unique per provider, so a repeated notification, or
 * one both received and read by the status API, is a no-op. `body` is kept as received, signature included.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['notification', 'status'] }).notNull(),
    transactionStatus: text('transaction_status').notNull(),
    state: text('state', { enum: PAYMENT_ATTEMPT_STATES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    channel: text('channel'),
    /** Whether it moved the attempt forward; a delayed status is kept but changes nothing. */
    applied: boolean('applied').notNull(),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_events_key').on(t.provider, t.eventKey),
    index('payment_events_attempt_idx').on(t.attemptId, t.id),
    check('payment_events_state_check', oneOf('state', PAYMENT_ATTEMPT_STATES)),
    check('payment_events_source_check', oneOf('source', ['notification', 'status'])),
  ],
);
