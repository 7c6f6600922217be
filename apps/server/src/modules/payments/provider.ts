import type { PaymentAttemptState } from '@crabclaw/shared';

/*
 * The shape every payment gateway takes (issue 28, decision 036). Bank transfer and cash on delivery stay
 * `manual`, settled by staff in the orders module, and need none of this; Midtrans is the first gateway, and
 * a second (Xendit) is one more implementation: start a payment, verify a notification, read a status.
 */

export interface PaymentLine {
  id: string;
  name: string;
  /** Rupiah per unit; the lines add up to the payment's amount exactly. */
  price: number;
  quantity: number;
}

export interface PaymentStart {
  /** The id the gateway charges once: the order number, with `-2`, `-3` on later tries. */
  reference: string;
  amount: number;
  lines: PaymentLine[];
  customer: { name: string; email: string; phone: string };
  startsAt: Date;
  expiresAt: Date;
  /** Where the gateway's page sends the customer back to. */
  finishUrl: string;
}

/** One thing the gateway said about a payment, in the shop's words. */
export interface ProviderEvent {
  reference: string;
  /** Unique per provider for one change of one transaction: a repeat of it is the same event. */
  eventKey: string;
  transactionStatus: string;
  state: PaymentAttemptState;
  amount: number;
  channel: string | null;
  body: unknown;
}

export interface PaymentProvider {
  readonly id: 'midtrans';
  readonly mode: 'sandbox' | 'production';
  /** Creates the gateway's payment page; throws when the gateway refuses or cannot be reached. */
  start(payment: PaymentStart): Promise<{ payUrl: string }>;
  /**
   * The notification's event when its signature is the gateway's; null when it is not (answered 401).
   * Throws a 400 HttpError when the body is not a notification at all.
   */
  verifyNotification(body: unknown): ProviderEvent | null;
  /** What the gateway says of the payment now; null when it knows none (the customer never chose a channel). */
  status(reference: string): Promise<ProviderEvent | null>;
}
