import { asc, eq, inArray } from 'drizzle-orm';
import { needsStaff, type OrderPayments } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { paymentAttempts, paymentEvents } from '../../db/schema/index.ts';

/** The order's online payment attempts with their events, as the back office's order page lists them. */
export async function orderPayments(executor: Executor, orderId: number): Promise<OrderPayments> {
  const attempts = await executor
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));
  const events =
    attempts.length === 0
      ? []
      : await executor
          .select()
          .from(paymentEvents)
          .where(
            inArray(
              paymentEvents.attemptId,
              attempts.map((attempt) => attempt.id),
            ),
          )
          .orderBy(asc(paymentEvents.id));
  return {
    attempts: attempts.map((attempt) => ({
      provider: attempt.provider,
      reference: attempt.reference,
      amount: attempt.amount,
      state: attempt.state,
      channel: attempt.channel,
      needsStaff: needsStaff(attempt.state),
      startedAt: attempt.createdAt.toISOString(),
      expiresAt: attempt.expiresAt.toISOString(),
      events: events
        .filter((event) => event.attemptId === attempt.id)
        .map((event) => ({
          source: event.source,
          transactionStatus: event.transactionStatus,
          state: event.state,
          amount: event.amount,
          channel: event.channel,
          applied: event.applied,
          receivedAt: event.receivedAt.toISOString(),
        })),
    })),
  };
}
