import { z } from 'zod';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { midtransEvent, MidtransTransactionSchema, signatureMatches } from './midtrans-events.ts';
import type { PaymentProvider, PaymentStart } from './provider.ts';

/*
 * Midtrans Snap in redirect mode, through a thin fetch client (decision 036): three calls, each with a timeout,
 * answers parsed with zod. The official Node client verifies no notification signature and brings axios and
 * lodash. Contract: https://docs.midtrans.com/docs/snap-snap-integration-guide and .../reference/get-transaction-status.
 */

const HOSTS = {
  sandbox: { snap: 'https://app.sandbox.midtrans.com', api: 'https://api.sandbox.midtrans.com' },
  production: { snap: 'https://app.midtrans.com', api: 'https://api.midtrans.com' },
};

/** Midtrans asks for answers within seconds; a checkout must not hang on a slow gateway either. */
const TIMEOUT_MS = 10_000;
/** Item names longer than this are refused by Snap. */
const ITEM_NAME_MAX = 50;

const SnapAnswerSchema = z.object({ token: z.string(), redirect_url: z.url() });

/** "2026-11-28 14:05:00 +0700": Snap's expiry start, in the shop's zone (WIB). */
function snapTime(at: Date): string {
  const wib = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

function snapRequest(payment: PaymentStart) {
  const minutes = Math.max(1, Math.ceil((payment.expiresAt.getTime() - payment.startsAt.getTime()) / 60_000));
  return {
    transaction_details: { order_id: payment.reference, gross_amount: payment.amount },
    item_details: payment.lines.map((line) => ({ ...line, name: line.name.slice(0, ITEM_NAME_MAX) })),
    customer_details: {
      first_name: payment.customer.name,
      email: payment.customer.email,
      phone: payment.customer.phone,
    },
    expiry: { start_time: snapTime(payment.startsAt), unit: 'minute', duration: minutes },
    callbacks: { finish: payment.finishUrl },
  };
}

/** The Midtrans gateway, or null when the shop has no server key (online payment is then not offered). */
export function midtransProvider(config: Config): PaymentProvider | null {
  const serverKey = config.MIDTRANS_SERVER_KEY;
  if (!serverKey) return null;
  const mode = config.MIDTRANS_PRODUCTION ? 'production' : 'sandbox';
  const snapBase = config.MIDTRANS_SNAP_URL ?? HOSTS[mode].snap;
  const apiBase = config.MIDTRANS_API_URL ?? HOSTS[mode].api;
  // The key goes only into this header: never into a log line, an answer or the browser.
  const headers = {
    authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`,
    accept: 'application/json',
    'content-type': 'application/json',
  };

  return {
    id: 'midtrans',
    mode,
    async start(payment) {
      const response = await fetch(`${snapBase}/snap/v1/transactions`, {
        method: 'POST',
        headers,
        body: JSON.stringify(snapRequest(payment)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        throw new Error(
          `Midtrans refused the Snap transaction ${payment.reference}: HTTP ${response.status} ${JSON.stringify(answer)}`,
        );
      }
      return { payUrl: SnapAnswerSchema.parse(answer).redirect_url };
    },
    verifyNotification(body) {
      const parsed = MidtransTransactionSchema.safeParse(body);
      if (!parsed.success) throw badRequest('request.invalidFields');
      if (!signatureMatches(parsed.data, serverKey)) return null;
      return midtransEvent(parsed.data);
    },
    async status(reference) {
      const response = await fetch(`${apiBase}/v2/${encodeURIComponent(reference)}/status`, {
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer: unknown = await response.json().catch(() => null);
      // Midtrans answers an unknown order_id with status_code "404" (and HTTP 404 on newer hosts).
      const code = (answer as { status_code?: unknown } | null)?.status_code;
      if (response.status === 404 || code === '404') return null;
      if (!response.ok) throw new Error(`Midtrans status of ${reference}: HTTP ${response.status}`);
      return midtransEvent(MidtransTransactionSchema.parse(answer));
    },
  };
}
