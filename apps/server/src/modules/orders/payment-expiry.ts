import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { canCancel, PAYMENT_METHOD_IDS, paymentDeadline, paysOnDelivery, type OrderStatus } from '@crabclaw/shared';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { cancelOrder, CANCELLABLE_STATUSES } from './cancel-order.ts';
import { shopSettings } from './shop-settings.ts';

/** Orders cancelled per transaction: bounded locks and work, however long the shop was down. */
const BATCH = 100;
const PAID_UP_FRONT = PAYMENT_METHOD_IDS.filter((id) => !paysOnDelivery(id));
const HOUR = 3_600_000;

type ExpiringOrder = { createdAt: Date; paymentMethodId: string; paymentStatus: string; status: string };

/**
 * When the shop cancels this order for want of payment: the payment deadline of an unpaid order that can
 * still be cancelled; null once paid, when cancelling is past (shipped) or for cash on delivery.
 * cancelOverdueOrders selects by the same rule in SQL.
 */
export function paymentExpiresAt(order: ExpiringOrder, windowHours: number): Date | null {
  if (order.paymentStatus !== 'Pending' || !canCancel(order.status as OrderStatus)) return null;
  return paymentDeadline({ placedAt: order.createdAt, paymentMethodId: order.paymentMethodId }, windowHours);
}

/**
 * Cancels every order whose payment deadline has passed at `now`, returning their stock, with a history
 * entry by 'system'. Archived orders too: archiving hides an order but leaves its stock taken. Safe with several server processes on one database: each batch locks its orders
 * FOR UPDATE SKIP LOCKED, so another run skips them, and cancelOrder's conditional UPDATE cancels an order
 * once whatever happens. After downtime it simply finds more overdue orders. Returns their numbers.
 */
export async function cancelOverdueOrders(db: Database, now: Date): Promise<string[]> {
  const { paymentWindowHours } = await shopSettings(db);
  const placedBy = new Date(now.getTime() - paymentWindowHours * HOUR);
  const reason = `Payment not received within ${paymentWindowHours} hours`;
  const cancelled: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const overdue = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, 'Pending'),
            inArray(orders.status, CANCELLABLE_STATUSES),
            inArray(orders.paymentMethodId, PAID_UP_FRONT),
            lte(orders.createdAt, placedBy),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const numbers: string[] = [];
      for (const order of overdue) {
        if (await cancelOrder(tx, order, { reason, actor: 'system', now })) numbers.push(order.orderNumber);
      }
      return { locked: overdue.length, numbers };
    });
    cancelled.push(...batch.numbers);
    if (batch.locked < BATCH) return cancelled;
  }
}
