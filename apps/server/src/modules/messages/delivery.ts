import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { messageBody, messageContext } from './content.ts';
import type { Mailer } from './mailer.ts';
import { renderMessage } from './templates.ts';

/** Tries of one message before it is 'failed': with the back-off below, about four hours of a mail server away. */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds a message from other workers: far beyond one send's timeouts (10 s + 30 s). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

/** The wait after the n-th failed try: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelay(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export interface DeliveryOptions {
  /** Where links in the messages point (PUBLIC_URL). */
  baseUrl: string;
  now?: Date;
}

/**
 * Claims the messages due at `now` and sends them (decision 031). The claim is a short transaction of its
 * own: the due rows are locked FOR UPDATE SKIP LOCKED, so a worker in another process skips them, and
 * pushed CLAIM_MS ahead, so none takes them after the commit either; the send happens outside any
 * transaction, so a slow mail server never holds a lock or the embedded database. A send that fails waits
 * retryDelay before its next try and, after MAX_ATTEMPTS, is 'failed' with the server's reason. A worker
 * that dies mid-send leaves its claim to lapse and the message is tried again (at least once then, with the
 * same Message-ID). Returns how many were sent.
 */
export async function deliverDueMessages(db: Database, mailer: Mailer, options: DeliveryOptions): Promise<number> {
  const now = options.now ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.status, 'queued'), lte(orderMessages.nextAttemptAt, now)))
      .orderBy(asc(orderMessages.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(orderMessages)
      .set({ attempts: sql`${orderMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          orderMessages.id,
          due.map((message) => message.id),
        ),
      );
    return due.map((message) => ({ ...message, attempts: message.attempts + 1 }));
  });

  let sent = 0;
  for (const message of claimed) {
    try {
      const context = await messageContext(db, message, options.baseUrl);
      // The order is gone (its messages go with it): nothing to say.
      if (!context) continue;
      await mailer.send({ id: message.id, to: message.recipient, ...renderMessage(messageBody(context)) });
      await db
        .update(orderMessages)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(orderMessages.id, message.id));
      sent += 1;
    } catch (error) {
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(orderMessages)
        .set(
          giveUp
            ? { status: 'failed', lastError: reasonOf(error) }
            : { lastError: reasonOf(error), nextAttemptAt: new Date(now.getTime() + retryDelay(message.attempts)) },
        )
        .where(eq(orderMessages.id, message.id));
    }
  }
  return sent;
}
