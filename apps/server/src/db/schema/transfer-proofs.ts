import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRANSFER_PROOF_STATES, TRANSFER_PROOF_TYPES } from '@crabclaw/shared';
import { bytea, oneOf } from './columns.ts';
import { orders } from './orders.ts';
import { staffUsers } from './staff.ts';

/**
 * A receipt of a bank transfer the customer sent from the tracking page (issue 28, decision 042), kept
 * privately here (never under /media: only staff who record payments and the order's token holder read it).
 * One receipt at a time waits for staff (the partial unique index), so two uploads racing cannot both wait.
 */
export const orderTransferProofs = pgTable(
  'order_transfer_proofs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: TRANSFER_PROOF_STATES }).notNull().default('waiting'),
    contentType: text('content_type', { enum: TRANSFER_PROOF_TYPES }).notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    refusalReason: text('refusal_reason'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The username as it was, as the order history keeps it. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_transfer_proofs_order_idx').on(t.orderId, t.id),
    uniqueIndex('order_transfer_proofs_one_waiting')
      .on(t.orderId)
      .where(sql`${t.state} = 'waiting'`),
    check('order_transfer_proofs_state_check', oneOf('state', TRANSFER_PROOF_STATES)),
    check('order_transfer_proofs_type_check', oneOf('content_type', TRANSFER_PROOF_TYPES)),
  ],
);
