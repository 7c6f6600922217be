import { and, asc, eq } from 'drizzle-orm';
import {
  coded,
  takesTransferProof,
  TRANSFER_PROOFS_PER_ORDER,
  type CustomerTransferProofs,
  type OrderStatus,
  type PaymentStatus,
  type StaffTransferProofs,
  type TransferProof,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orders, orderTransferProofs } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { orderRowForCustomer } from './customer-access.ts';
import { readReceipt, type ReceiptFile } from './transfer-proof-file.ts';

type ProofRow = typeof orderTransferProofs.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The receipt's columns the lists read (never its bytes). */
const LISTED = {
  id: orderTransferProofs.id,
  state: orderTransferProofs.state,
  contentType: orderTransferProofs.contentType,
  byteSize: orderTransferProofs.byteSize,
  refusalReason: orderTransferProofs.refusalReason,
  decidedBy: orderTransferProofs.decidedBy,
  decidedAt: orderTransferProofs.decidedAt,
  sentAt: orderTransferProofs.sentAt,
};
type ListedProof = Pick<ProofRow, keyof typeof LISTED>;

async function proofsOf(executor: Executor, orderId: number): Promise<ListedProof[]> {
  return executor
    .select(LISTED)
    .from(orderTransferProofs)
    .where(eq(orderTransferProofs.orderId, orderId))
    .orderBy(asc(orderTransferProofs.id));
}

function toTransferProof(proof: ListedProof): TransferProof {
  return {
    id: proof.id,
    state: proof.state,
    contentType: proof.contentType,
    sentAt: proof.sentAt.toISOString(),
    decidedAt: proof.decidedAt?.toISOString() ?? null,
    refusalReason: proof.refusalReason,
  };
}

const orderTakesProof = (order: OrderRow) =>
  takesTransferProof({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMethodId: order.paymentMethodId,
  });

/** Why the order takes no receipt now, or null when it takes one. */
function refusalOf(order: OrderRow, sent: ListedProof[]) {
  if (!orderTakesProof(order)) return conflict('transferProof.notTaken');
  if (sent.some((proof) => proof.state === 'waiting')) return conflict('transferProof.alreadyWaiting');
  if (sent.length >= TRANSFER_PROOFS_PER_ORDER) {
    return conflict(coded('transferProof.limitReached', { max: TRANSFER_PROOFS_PER_ORDER }));
  }
  return null;
}

function customerView(order: OrderRow, sent: ListedProof[]): CustomerTransferProofs {
  return {
    proofs: sent.map(toTransferProof),
    canSend: refusalOf(order, sent) === null,
    limit: TRANSFER_PROOFS_PER_ORDER,
  };
}

/** The receipts the customer sent for the order (tracking page), with the token that opens it. */
export async function customerTransferProofs(
  db: Database,
  orderId: number,
  token: string | undefined,
): Promise<CustomerTransferProofs> {
  const order = await orderRowForCustomer(db, orderId, token);
  return customerView(order, await proofsOf(db, orderId));
}

/**
 * Keeps a receipt the customer sent for an unpaid bank-transfer order: checked and re-encoded before the
 * order is locked (no lock waits for a picture's decoding), then, under the order's lock, refused when the
 * order no longer takes one, one already waits, or the order has had its receipts' worth.
 */
export async function sendTransferProof(
  db: Database,
  orderId: number,
  token: string | undefined,
  bytes: Uint8Array,
): Promise<CustomerTransferProofs> {
  const before = await orderRowForCustomer(db, orderId, token);
  const early = refusalOf(before, await proofsOf(db, orderId));
  if (early) throw early;
  const receipt = await readReceipt(bytes);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const refusal = refusalOf(order!, await proofsOf(tx, orderId));
    if (refusal) throw refusal;
    await keepReceipt(tx, orderId, receipt);
    return customerView(order!, await proofsOf(tx, orderId));
  });
}

async function keepReceipt(tx: Executor, orderId: number, receipt: ReceiptFile) {
  const now = new Date();
  await tx.insert(orderTransferProofs).values({
    orderId,
    contentType: receipt.contentType,
    bytes: receipt.bytes,
    byteSize: receipt.bytes.byteLength,
    sentAt: now,
  });
  // Staff's open order pages and lists read the order again when it changed.
  await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
}

/** The order's receipts as its staff page lists them, oldest first, with who decided each. */
export async function staffTransferProofs(executor: Executor, orderId: number): Promise<StaffTransferProofs> {
  const sent = await proofsOf(executor, orderId);
  return {
    proofs: sent.map((proof) => ({ ...toTransferProof(proof), byteSize: proof.byteSize, decidedBy: proof.decidedBy })),
  };
}

/** One receipt's file, of this order only (404 for another order's receipt). */
export async function transferProofFile(executor: Executor, orderId: number, proofId: number): Promise<ReceiptFile> {
  const [row] = await executor
    .select({ contentType: orderTransferProofs.contentType, bytes: orderTransferProofs.bytes })
    .from(orderTransferProofs)
    .where(and(eq(orderTransferProofs.id, proofId), eq(orderTransferProofs.orderId, orderId)));
  if (!row) throw notFound('transferProof.notFound');
  return row;
}
