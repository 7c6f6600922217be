import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_LANGUAGES, ORDER_MESSAGE_KINDS, ORDER_MESSAGE_STATUSES } from '@crabclaw/shared';
import { orders } from './orders.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The outbox of order e-mails (decision 031): a row is written in the transaction of the change that
 * causes it, so a rolled-back change leaves none, and the worker sends each row once. Its id is the
 * e-mail's Message-ID. What it says is rendered when it is sent, from the order and `details`.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_MESSAGE_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: ORDER_LANGUAGES }).notNull(),
    /** What the order row does not hold: the cancel reason, the tracking link's token for the first e-mail. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ORDER_MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next: after the back-off, or after a claim whose worker died lapses. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // When it was queued, as staff read it: the clock at the insert, not the transaction's start.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /**
     * The order messages were queued in, from one sequence for every process: an order's messages queued together
     * keep their order where the clock cannot tell them apart (the embedded database's counts milliseconds).
     */
    queuePosition: serial('queue_position').notNull(),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    // The worker's scan: only messages still to send.
    index('order_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check('order_messages_kind_check', inList('kind', ORDER_MESSAGE_KINDS)),
    check('order_messages_status_check', inList('status', ORDER_MESSAGE_STATUSES)),
    check('order_messages_language_check', inList('language', ORDER_LANGUAGES)),
  ],
);
