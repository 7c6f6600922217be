import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentAttemptState } from '@crabclaw/shared';
import type { ProviderEvent } from './provider.ts';

/*
 * Midtrans' transaction statuses in the shop's words (research-integrations.md, status mapping), from an HTTP
 * notification or a status reading: https://docs.midtrans.com/reference/handle-notifications.
 */

/** The fields the shop reads; the rest (va_numbers, settlement_time, …) is kept in the stored body. */
export const MidtransTransactionSchema = z
  .object({
    order_id: z.string().min(1).max(100),
    status_code: z.string().max(10),
    gross_amount: z.string().max(30),
    transaction_status: z.string().min(1).max(40),
    transaction_id: z.string().min(1).max(100),
    fraud_status: z.string().max(40).optional(),
    payment_type: z.string().max(40).optional(),
    signature_key: z.string().max(200).optional(),
    va_numbers: z
      .array(z.object({ bank: z.string().max(40) }).loose())
      .max(10)
      .optional(),
    permata_va_number: z.string().max(40).optional(),
    issuer: z.string().max(40).optional(),
    acquirer: z.string().max(40).optional(),
    bank: z.string().max(40).optional(),
    store: z.string().max(40).optional(),
  })
  .loose();
export type MidtransTransaction = z.infer<typeof MidtransTransactionSchema>;

/** SHA512(order_id + status_code + gross_amount + server key), hex, over the strings exactly as received. */
export function midtransSignature(
  transaction: Pick<MidtransTransaction, 'order_id' | 'status_code' | 'gross_amount'>,
  serverKey: string,
) {
  const { order_id, status_code, gross_amount } = transaction;
  return createHash('sha512').update(`${order_id}${status_code}${gross_amount}${serverKey}`).digest('hex');
}

/** Compared in constant time, so the answer's timing tells nothing of how much of a forged signature was right. */
export function signatureMatches(transaction: MidtransTransaction, serverKey: string): boolean {
  const expected = Buffer.from(midtransSignature(transaction, serverKey));
  const received = Buffer.from((transaction.signature_key ?? '').toLowerCase());
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const STATES: Record<string, PaymentAttemptState> = {
  pending: 'pending',
  authorize: 'pending',
  settlement: 'paid',
  deny: 'failed',
  failure: 'failed',
  cancel: 'cancelled',
  expire: 'expired',
  refund: 'refunded',
  partial_refund: 'partially_refunded',
  chargeback: 'chargeback',
  partial_chargeback: 'chargeback',
};

/** A card `capture` is paid only when the fraud check accepted it; `challenge` waits for the merchant's review. */
function stateOf({ transaction_status: status, fraud_status: fraud }: MidtransTransaction): PaymentAttemptState | null {
  if (status !== 'capture') return STATES[status] ?? null;
  if (fraud === 'challenge') return 'review';
  return fraud === 'deny' ? 'failed' : 'paid';
}

const WALLETS: Record<string, string> = {
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  echannel: 'Mandiri Bill',
  credit_card: 'Kartu',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
};

/** The channel as staff say it: "BCA VA", "QRIS", "GoPay", "Kartu BNI", "Indomaret". */
function channelOf(transaction: MidtransTransaction): string | null {
  const type = transaction.payment_type;
  if (!type) return null;
  if (type === 'bank_transfer') {
    const bank = transaction.va_numbers?.[0]?.bank ?? (transaction.permata_va_number ? 'permata' : undefined);
    return bank ? `${bank.toUpperCase()} VA` : 'Virtual Account';
  }
  if (type === 'credit_card' && transaction.bank) return `Kartu ${transaction.bank.toUpperCase()}`;
  if (type === 'cstore' && transaction.store)
    return transaction.store.charAt(0).toUpperCase() + transaction.store.slice(1);
  return WALLETS[type] ?? type;
}

/** "150000.00" as whole rupiah; NaN for anything else, which no attempt's amount equals. */
function rupiahOf(grossAmount: string): number {
  return /^\d{1,15}(\.0{1,2})?$/.test(grossAmount) ? Number(grossAmount.split('.')[0]) : Number.NaN;
}

/** The shop's event for a Midtrans transaction; null for a status the shop does not know (kept out). */
export function midtransEvent(transaction: MidtransTransaction): ProviderEvent | null {
  const state = stateOf(transaction);
  if (!state) return null;
  return {
    reference: transaction.order_id,
    eventKey: `${transaction.transaction_id}:${transaction.transaction_status}:${transaction.status_code}`,
    transactionStatus: transaction.transaction_status,
    state,
    amount: rupiahOf(transaction.gross_amount),
    channel: channelOf(transaction),
    body: transaction,
  };
}
