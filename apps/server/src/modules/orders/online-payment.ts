import { eq } from 'drizzle-orm';
import { acceptsPayment, type OrderStatus } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { queueOrderMessage } from '../messages/index.ts';
import { recordChange } from './order-history.ts';

/** What a gateway's payment did to the order: marked it Paid, found it settled already (Paid or Refunded), or could not (cancelled). */
export type OnlinePaymentOutcome = 'paid' | 'alreadySettled' | 'notPayable';

/**
 * A payment gateway confirmed the order's payment (issue 28): Paid, with the payment date and a history entry
 * by the gateway, and the "payment received" e-mail queued, all in the caller's transaction (the one that
 * stored the gateway's event). The row lock orders it after a staff change or an expiry racing it. A cancelled
 * order (expired before the money came) is not marked: the payments module shows staff the money to refund.
 */
export async function recordOnlinePayment(
  tx: Executor,
  orderId: number,
  gateway: 'midtrans',
  now: Date,
): Promise<OnlinePaymentOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Error(`order ${orderId} of a payment attempt is missing`);
  if (order.paymentStatus === 'Paid' || order.paymentStatus === 'Refunded') return 'alreadySettled';
  if (!acceptsPayment(order.status as OrderStatus)) return 'notPayable';
  await recordChange(tx, orderId, { kind: 'payment', from: order.paymentStatus, to: 'Paid' }, gateway, now);
  await queueOrderMessage(tx, order, 'paymentReceived');
  await tx
    .update(orders)
    .set({ paymentStatus: 'Paid', paymentDate: now, updatedAt: now })
    .where(eq(orders.id, orderId));
  return 'paid';
}
