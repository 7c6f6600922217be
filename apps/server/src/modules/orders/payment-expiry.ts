import { and, asc, eq, inArray, lte, not, notInArray, or } from 'drizzle-orm';
import {
  orderExpiry,
  type ExpiryWindows,
  PAYMENT_METHOD_IDS,
  paidByCustomer,
  type OrderStatus,
  type PaymentStatus,
} from '@crabclaw/shared';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { shopSettings } from './shop-settings.ts';
import { hasWaitingProof } from './transfer-proof-rows.ts';

/** Orders cancelled per transaction: bounded locks and work, however long the shop was down. */
const BATCH = 100;
const PAID_BY_CUSTOMER = PAYMENT_METHOD_IDS.filter(paidByCustomer);
const HOUR = 3_600_000;

type ExpiringOrder = { createdAt: Date; paymentMethodId: string; paymentStatus: string; status: string };

/**
 * When the shop cancels this order nobody acted on (order-lifecycle.ts orderExpiry): an unpaid Pending
 * order after the payment window (bank transfer) or the confirmation window (COD, e-wallet, card); null
 * once paid or taken in hand. cancelOverdueOrders selects by the same rule in SQL.
 */
export function expiryOf(order: ExpiringOrder, windows: ExpiryWindows) {
  return orderExpiry(
    {
      placedAt: order.createdAt,
      paymentMethodId: order.paymentMethodId,
      status: order.status as OrderStatus,
      paymentStatus: order.paymentStatus as PaymentStatus,
    },
    windows,
  );
}

const REASONS = {
  payment: (hours: number) => `Payment not received within ${hours} hours`,
  confirmation: (hours: number) => `Not taken in hand by staff within ${hours} hours`,
};

/**
 * Cancels every order whose expiry has passed at `now`, returning their stock, with a history entry by
 * 'system'. Archived orders too: archiving hides an order but leaves its stock taken. Safe with several
 * server processes on one database: each batch locks its orders FOR UPDATE SKIP LOCKED, so another run
 * skips them, and cancelOrder's conditional UPDATE cancels an order once whatever happens. After downtime
 * it simply finds more overdue orders. Returns their numbers.
 */
export async function cancelOverdueOrders(db: Database, now: Date): Promise<string[]> {
  const windows = await shopSettings(db);
  const placedBy = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const cancelled: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const overdue = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.paymentStatus, 'Pending'),
            eq(orders.status, 'Pending'),
            not(hasWaitingProof),
            or(
              and(
                inArray(orders.paymentMethodId, PAID_BY_CUSTOMER),
                lte(orders.createdAt, placedBy(windows.paymentWindowHours)),
              ),
              and(
                notInArray(orders.paymentMethodId, PAID_BY_CUSTOMER),
                lte(orders.createdAt, placedBy(windows.confirmationWindowHours)),
              ),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const numbers: string[] = [];
      for (const order of overdue) {
        const expiry = expiryOf(order, windows)!;
        const reason = REASONS[expiry.reason](expiry.hours);
        if (await cancelOrder(tx, order, { reason, actor: 'system', now })) numbers.push(order.orderNumber);
      }
      return { locked: overdue.length, numbers };
    });
    cancelled.push(...batch.numbers);
    if (batch.locked < BATCH) return cancelled;
  }
}
