import { and, eq } from 'drizzle-orm';
import type { AdminOrder, RefuseTransferProof, StaffUser } from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orders, orderTransferProofs } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { changeOrder, recordPayment } from './order-changes.ts';
import { decideWaitingProof, proofNote } from './transfer-proof-rows.ts';

/** Under the order's lock: the receipt named must be this order's and still waiting (409 once someone decided it). */
async function waitingProof(tx: Executor, orderId: number, proofId: number) {
  const [proof] = await tx
    .select({ state: orderTransferProofs.state })
    .from(orderTransferProofs)
    .where(and(eq(orderTransferProofs.id, proofId), eq(orderTransferProofs.orderId, orderId)));
  if (!proof) throw notFound('transferProof.notFound');
  if (proof.state !== 'waiting') throw conflict('transferProof.alreadyDecided');
}

/**
 * Confirms a waiting receipt: the order becomes Paid with the payment date, a history entry by `staff`
 * naming the receipt, and the "payment received" e-mail, as a payment marked by hand (decision 042).
 * Confirm and refuse both lock the order first, so of two racing, the second finds the receipt decided.
 */
export async function confirmTransferProof(
  db: Database,
  orderId: number,
  proofId: number,
  staff: StaffUser,
): Promise<AdminOrder> {
  return changeOrder(db, orderId, staff, async (tx, order, now) => {
    await waitingProof(tx, orderId, proofId);
    const proof = await decideWaitingProof(tx, orderId, { state: 'confirmed' }, staff, now);
    return recordPayment(tx, order, { paymentStatus: 'Paid', reason: proofNote(proof!) }, staff, now);
  });
}

/** Refuses a waiting receipt with the reason the customer reads on the tracking page; they may send another. */
export async function refuseTransferProof(
  db: Database,
  orderId: number,
  proofId: number,
  { reason }: RefuseTransferProof,
  staff: StaffUser,
): Promise<AdminOrder> {
  return changeOrder(db, orderId, staff, async (tx, _order, now) => {
    await waitingProof(tx, orderId, proofId);
    await decideWaitingProof(tx, orderId, { state: 'refused', refusalReason: reason }, staff, now);
    const [changed] = await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId)).returning();
    return changed!;
  });
}
