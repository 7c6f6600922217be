import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { applyEvent, type EventOutcome } from './apply-event.ts';
import type { PaymentProvider } from './provider.ts';

const MINUTE = 60_000;
/** Attempts this close to their end are asked about: the last moment a lost notification still matters. */
const NEAR_EXPIRY = 15 * MINUTE;
/** One attempt is asked about at most this often, by the job or by customers returning from the gateway. */
const RECHECK_AFTER = 5 * MINUTE;
/** A customer back from the gateway's page may ask again this soon. */
const CUSTOMER_RECHECK_AFTER = 5_000;
const BATCH = 20;

type Attempt = typeof paymentAttempts.$inferSelect;

/**
 * Reads the attempt's status from the gateway and applies it as a notification would be (a lost notification
 * does not leave a paid order unpaid). An attempt the gateway never heard of (no channel was chosen) and
 * whose time is over is expired here.
 */
export async function reconcileAttempt(
  db: Database,
  provider: PaymentProvider,
  attempt: Pick<Attempt, 'id' | 'reference' | 'expiresAt'>,
  now = new Date(),
): Promise<EventOutcome | 'unknownToGateway'> {
  const event = await provider.status(attempt.reference);
  if (event) return applyEvent(db, provider, event, 'status', now);
  if (attempt.expiresAt <= now) {
    await db
      .update(paymentAttempts)
      .set({ state: 'expired', updatedAt: now })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.state, 'pending')));
  }
  return 'unknownToGateway';
}

/**
 * Claims pending attempts to ask the gateway about, marking them checked in the same statement: several
 * server processes each claim different ones (SKIP LOCKED), and none asks about one again before `after`.
 */
async function claimAttempts(db: Database, where: ReturnType<typeof and>, now: Date, after: number) {
  const due = db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.state, 'pending'),
        where,
        or(isNull(paymentAttempts.checkedAt), lt(paymentAttempts.checkedAt, new Date(now.getTime() - after))),
      ),
    )
    .orderBy(asc(paymentAttempts.expiresAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(paymentAttempts)
    .set({ checkedAt: now })
    .where(inArray(paymentAttempts.id, sql`(${due})`))
    .returning();
}

/** The periodic check: pending attempts near or past their end, each asked about once in a while. */
export async function reconcileNearExpiry(db: Database, provider: PaymentProvider, now: Date) {
  const claimed = await claimAttempts(
    db,
    lte(paymentAttempts.expiresAt, new Date(now.getTime() + NEAR_EXPIRY)),
    now,
    RECHECK_AFTER,
  );
  const outcomes: string[] = [];
  for (const attempt of claimed) outcomes.push(await reconcileAttempt(db, provider, attempt, now));
  return outcomes;
}

/** A customer back from the gateway's page: the order's pending attempt is asked about (not more than every few seconds). */
export async function reconcileOrder(db: Database, provider: PaymentProvider, orderId: number, now = new Date()) {
  const [attempt] = await claimAttempts(db, eq(paymentAttempts.orderId, orderId), now, CUSTOMER_RECHECK_AFTER);
  if (attempt) await reconcileAttempt(db, provider, attempt, now);
}
