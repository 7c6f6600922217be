import { count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  mayPayAgain,
  paymentDeadline,
  type OnlinePayment,
  type Order,
  type PaymentAttemptState,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';
import { shopSettings } from '../orders/index.ts';
import type { PaymentLine, PaymentProvider } from './provider.ts';

type OrderForPayment = Pick<
  Order,
  | 'orderId'
  | 'orderNumber'
  | 'orderDate'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'total'
  | 'shippingCost'
  | 'paymentFee'
  | 'shippingMethod'
  | 'orderItems'
  | 'customer'
>;

const isOnline = (order: Pick<Order, 'paymentMethod'>) => order.paymentMethod.id === 'online';
/** Whether the order still waits for its payment: unpaid and not cancelled. */
const awaitsPayment = (order: Pick<Order, 'paymentStatus' | 'status'>) =>
  order.paymentStatus === 'Pending' && order.status !== 'Cancelled';

async function latestAttempt(executor: Executor, orderId: number) {
  const [attempt] = await executor
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return attempt;
}

/** The customer's side of an online-paid order (null for other methods): where to pay, and whether to try again. */
export async function onlinePaymentOf(
  executor: Executor,
  order: Pick<Order, 'orderId' | 'paymentMethod' | 'paymentStatus' | 'status'>,
  now = new Date(),
): Promise<OnlinePayment | null> {
  if (!isOnline(order)) return null;
  const attempt = await latestAttempt(executor, order.orderId);
  const open = awaitsPayment(order) && (!attempt || attempt.expiresAt > now);
  const payable = open && attempt?.state === 'pending' && attempt.payUrl !== null;
  return {
    state: attempt?.state ?? null,
    payUrl: payable ? attempt.payUrl : null,
    canRetry: open && (!attempt || mayPayAgain(attempt.state)),
  };
}

/** The order's lines, its shipping and its fee: what the gateway shows, adding up to the total exactly. */
function paymentLines(order: OrderForPayment): PaymentLine[] {
  const lines: PaymentLine[] = order.orderItems.map((item, index) => ({
    id: item.productId === null ? `line-${index + 1}` : String(item.productId),
    name: item.productName,
    price: item.unitPrice,
    quantity: item.quantity,
  }));
  if (order.shippingCost > 0) {
    lines.push({ id: 'shipping', name: order.shippingMethod.name, price: order.shippingCost, quantity: 1 });
  }
  if (order.paymentFee > 0) lines.push({ id: 'fee', name: 'Biaya pembayaran', price: order.paymentFee, quantity: 1 });
  const sum = lines.reduce((total, line) => total + line.price * line.quantity, 0);
  if (sum !== order.total) throw new Error(`order ${order.orderNumber}: lines add up to ${sum}, not ${order.total}`);
  return lines;
}

/** The order number for the first try, then `-2`, `-3`: a gateway charges an id once. */
const referenceOf = (orderNumber: string, earlier: number) =>
  earlier === 0 ? orderNumber : `${orderNumber}-${earlier + 1}`;

export interface StartPayment {
  provider: PaymentProvider;
  order: OrderForPayment;
  finishUrl: string;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * Starts a payment on the gateway for an order that waits for one (after it was placed, outside its
 * transaction, or when the customer tries again), ending with the payment window of the order. The attempt
 * is written first, so its reference is never offered twice; a gateway that refuses or cannot be reached
 * leaves it failed, and the customer may try again. An attempt still open is answered as it is.
 */
export async function startPayment(db: Database, start: StartPayment): Promise<OnlinePayment> {
  const { provider, order, finishUrl, log, now = new Date() } = start;
  if (!isOnline(order)) throw conflict('payment.notOnline');
  if (!awaitsPayment(order)) throw conflict('payment.alreadySettled');
  const settings = await shopSettings(db);
  const placedAt = new Date(order.orderDate);
  const expiresAt = paymentDeadline({ placedAt, paymentMethodId: 'online' }, settings.paymentWindowHours)!;
  if (expiresAt <= now) throw conflict('payment.windowOver');
  const latest = await latestAttempt(db, order.orderId);
  if (latest && !mayPayAgain(latest.state)) return (await onlinePaymentOf(db, order, now))!;

  const [{ earlier }] = (await db
    .select({ earlier: count() })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.orderId))) as [{ earlier: number }];
  const reference = referenceOf(order.orderNumber, earlier);
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      orderId: order.orderId,
      provider: provider.id,
      reference,
      amount: order.total,
      expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // Another request started this very try at the same moment: its answer is this one's.
  if (!attempt) return (await onlinePaymentOf(db, order, now))!;

  const outcome = await provider
    .start({
      reference,
      amount: order.total,
      lines: paymentLines(order),
      customer: { name: order.customer.fullName, email: order.customer.email, phone: order.customer.phone },
      startsAt: now,
      expiresAt,
      finishUrl,
    })
    .then(
      ({ payUrl }) => ({ payUrl, state: 'pending' as PaymentAttemptState }),
      (error: unknown) => {
        log.error({ err: error, reference }, 'the payment gateway did not start a payment; the customer may try again');
        return { payUrl: null, state: 'failed' as PaymentAttemptState };
      },
    );
  await db
    .update(paymentAttempts)
    .set({ ...outcome, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, attempt.id));
  return (await onlinePaymentOf(db, order, now))!;
}
