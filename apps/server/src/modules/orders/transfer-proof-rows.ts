import { and, eq, sql } from 'drizzle-orm';
import type { StaffUser } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders, orderTransferProofs } from '../../db/schema/index.ts';

type ProofRow = typeof orderTransferProofs.$inferSelect;

/**
 * The order has a transfer receipt waiting for staff: the "to verify" filter, the notice's count, and the
 * expiry job, which leaves such an order alone (the customer did their part; the shop has to look).
 */
export const hasWaitingProof = sql`exists (select 1 from ${orderTransferProofs} where ${orderTransferProofs.orderId} = ${orders.id} and ${orderTransferProofs.state} = 'waiting')`;

/** How the order history names the receipt a payment was confirmed with (stored in English, as system reasons are). */
export const proofNote = (proof: Pick<ProofRow, 'id'>) => `Transfer receipt #${proof.id} confirmed`;

/**
 * Decides the order's waiting receipt, if any, by `staff`, in the caller's transaction (which holds the
 * order's lock); the conditional update decides it once, whoever races.
 */
export async function decideWaitingProof(
  tx: Executor,
  orderId: number,
  decision: { state: 'confirmed' } | { state: 'refused'; refusalReason: string },
  staff: Pick<StaffUser, 'id' | 'username'>,
  now: Date,
): Promise<ProofRow | null> {
  const [proof] = await tx
    .update(orderTransferProofs)
    .set({ ...decision, decidedAt: now, decidedBy: staff.username, decidedByStaffId: staff.id })
    .where(and(eq(orderTransferProofs.orderId, orderId), eq(orderTransferProofs.state, 'waiting')))
    .returning();
  return proof ?? null;
}
