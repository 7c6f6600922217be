import { eq } from 'drizzle-orm';
import { movesForward, type PaymentAttemptState } from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { paymentAttempts, paymentEvents } from '../../db/schema/index.ts';
import { recordOnlinePayment } from '../orders/index.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';

/**
 * What became of an event: it moved the attempt (`applied`), was stored but changed nothing (`stale`: a
 * delayed or lower status), had been stored before (`duplicate`), named no attempt of the shop (`unknown`),
 * or did not carry the attempt's amount (`amountMismatch`, nothing stored).
 */
export type EventOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown' | 'amountMismatch';

/**
 * Applies a gateway's event to its attempt in one transaction: the attempt is locked, the event stored once
 * (its key is unique: a repeat, from a retry or from a second server process, inserts nothing and stops
 * here), and the attempt moves forward only. Paid marks the order Paid in the same transaction, so a crash
 * anywhere leaves either nothing (the gateway's retry applies it) or everything (the retry is a duplicate).
 */
export async function applyEvent(
  db: Database,
  provider: Pick<PaymentProvider, 'id'>,
  event: ProviderEvent,
  source: 'notification' | 'status',
  now = new Date(),
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, event.reference))
      .for('update');
    if (!attempt || attempt.provider !== provider.id) return 'unknown';
    if (event.amount !== attempt.amount) return 'amountMismatch';
    const applied = movesForward(attempt.state, event.state);
    const stored = await tx
      .insert(paymentEvents)
      .values({
        provider: provider.id,
        eventKey: event.eventKey,
        attemptId: attempt.id,
        source,
        transactionStatus: event.transactionStatus,
        state: event.state,
        amount: event.amount,
        channel: event.channel,
        applied,
        body: event.body,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return 'duplicate';
    // A pending notification changes no state but names the channel the customer chose (the VA's bank).
    const channel = event.channel ?? attempt.channel;
    await moveAttempt(tx, attempt.id, applied ? event.state : attempt.state, channel, now);
    if (!applied) return 'stale';
    if (event.state === 'paid') await recordOnlinePayment(tx, attempt.orderId, provider.id, now);
    return 'applied';
  });
}

async function moveAttempt(tx: Executor, id: number, state: PaymentAttemptState, channel: string | null, now: Date) {
  await tx.update(paymentAttempts).set({ state, channel, updatedAt: now }).where(eq(paymentAttempts.id, id));
}
