import { z } from 'zod';

/**
 * The life of one online payment attempt (issue 28, decision 036), whatever the gateway says it in: Midtrans'
 * transaction_status (and fraud_status) map onto these. Only `paid` moves the order (to Paid); refunds and
 * chargebacks are shown to staff, who decide what happens to the order.
 */
export const PAYMENT_ATTEMPT_STATES = [
  'pending',
  'review',
  'failed',
  'cancelled',
  'expired',
  'paid',
  'partially_refunded',
  'refunded',
  'chargeback',
] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/**
 * How far along its life a state is: an attempt moves only to a later rank, so a delayed `pending` after a
 * `settlement`, or an `expire` after it, changes nothing (Midtrans delivers notifications out of order). A
 * settlement after an expiry still counts: money that arrived is money that arrived.
 */
const RANK: Record<PaymentAttemptState, number> = {
  pending: 0,
  review: 1,
  failed: 2,
  cancelled: 2,
  expired: 2,
  paid: 3,
  partially_refunded: 4,
  refunded: 5,
  chargeback: 5,
};

export function movesForward(from: PaymentAttemptState, to: PaymentAttemptState): boolean {
  return RANK[to] > RANK[from];
}

/** States after which the customer may start a new attempt (a new Midtrans order_id, with a suffix). */
export function mayPayAgain(state: PaymentAttemptState): boolean {
  return state === 'failed' || state === 'cancelled' || state === 'expired';
}

/** States staff must look at: money went back, or the gateway holds the payment for review. */
export function needsStaff(state: PaymentAttemptState): boolean {
  return state === 'review' || RANK[state] >= RANK.partially_refunded;
}

/**
 * The customer's side of an online-paid order (success and tracking pages, the order answers): the gateway's
 * page to pay on while the latest attempt waits for the payment, and whether a new attempt may be started
 * (none could be made, or the last one expired, failed or was cancelled).
 */
export const OnlinePaymentSchema = z.object({
  state: z
    .enum(PAYMENT_ATTEMPT_STATES)
    .nullable()
    .describe('The latest attempt’s state; null when none could be started'),
  payUrl: z.string().nullable().describe('The gateway’s payment page (Midtrans Snap), while the attempt is pending'),
  canRetry: z.boolean().describe('Whether POST /api/payments/orders/{id}/start makes a new attempt'),
});
export type OnlinePayment = z.infer<typeof OnlinePaymentSchema>;

/** One notification or status reading the gateway sent about an attempt, as the back office lists it. */
export const PaymentEventSchema = z.object({
  source: z.enum(['notification', 'status']).describe('A notification Midtrans sent, or a status the shop read'),
  transactionStatus: z.string(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  amount: z.number().int(),
  channel: z.string().nullable().describe('e.g. QRIS, BCA VA, GoPay, card'),
  applied: z.boolean().describe('Whether it moved the attempt (a delayed or repeated one does not)'),
  receivedAt: z.string(),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

export const PaymentAttemptSchema = z.object({
  provider: z.string(),
  reference: z.string().describe('The order_id the gateway knows it by: the order number, with -2, -3 on retries'),
  amount: z.number().int(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  channel: z.string().nullable(),
  needsStaff: z.boolean(),
  startedAt: z.string(),
  expiresAt: z.string(),
  events: z.array(PaymentEventSchema).describe('Oldest first'),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

export const OrderPaymentsSchema = z.object({ attempts: z.array(PaymentAttemptSchema).describe('Oldest first') });
export type OrderPayments = z.infer<typeof OrderPaymentsSchema>;

/** What the back office's payment settings say of the gateway: whether it is set up, and for real money or not. */
export const PaymentGatewaySchema = z.object({
  provider: z.literal('midtrans'),
  configured: z.boolean(),
  mode: z.enum(['sandbox', 'production']).nullable(),
});
export type PaymentGateway = z.infer<typeof PaymentGatewaySchema>;
