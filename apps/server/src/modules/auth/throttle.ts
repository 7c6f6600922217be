import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** Sign-in attempts per 15 minute window, counted before the password is checked; a success gives its own back. */
export const SIGN_IN_LIMITS = {
  /** One address at one account: a person mistyping a few times. */
  pair: 5,
  /** One address at any accounts: a carrier NAT address stands for many phones, but only staff sign in. */
  client: 30,
  /**
   * One account from everywhere: past this the account is under attack and each address that already
   * failed on it waits out its window, while an address that has not failed still gets its try. So guessing
   * from many addresses costs a fresh address per guess, and the attack never locks the owner out.
   */
  account: 10,
};

export interface AttemptKeys {
  pair: string;
  client: string;
  account: string;
}

/** The counters one attempt touches; the address comes first in `pair` as it never contains `|`. */
export function attemptKeys(username: string, ip: string): AttemptKeys {
  const account = username.toLowerCase();
  return { pair: `pair:${ip}|${account}`, client: `ip:${ip}`, account: `user:${account}` };
}

/**
 * Counts one attempt on all its counters in a single statement, before any password is checked, so parallel
 * guesses on any server process each see the count including the others. Answers the milliseconds to wait,
 * or 0 when this attempt may go on to the password check.
 */
export async function countAttempt(db: Executor, keys: AttemptKeys, now = new Date()): Promise<number> {
  const windowOpen = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  // Typed casts: inside raw SQL the drivers would otherwise have to guess what a Date parameter is.
  const openedAt = sql`${windowOpen.toISOString()}::timestamptz`;
  const startedAt = sql`${now.toISOString()}::timestamptz`;
  // Rows another attempt is counting are skipped: waiting on them could deadlock with that attempt.
  const stale = db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(lt(loginFailures.windowStart, windowOpen))
    .for('update', { skipLocked: true });
  await db.delete(loginFailures).where(inArray(loginFailures.key, stale));
  const rows = await db
    .insert(loginFailures)
    // Sorted, so concurrent statements lock rows in one order and cannot deadlock.
    .values([keys.pair, keys.client, keys.account].sort().map((key) => ({ key, count: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} < ${openedAt} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < ${openedAt} then ${startedAt} else ${loginFailures.windowStart} end`,
      },
    })
    .returning();
  const counter = (key: string) => rows.find((row) => row.key === key)!;
  const pair = counter(keys.pair);
  const client = counter(keys.client);
  const underAttack = counter(keys.account).count > SIGN_IN_LIMITS.account;
  const refusedBy = [
    pair.count > SIGN_IN_LIMITS.pair || (underAttack && pair.count > 1) ? pair : undefined,
    client.count > SIGN_IN_LIMITS.client ? client : undefined,
  ];
  const waits = refusedBy.map((row) => (row ? row.windowStart.getTime() + ATTEMPT_WINDOW_MS - now.getTime() : 0));
  return Math.max(0, ...waits);
}

/**
 * After a correct password: its address may try this account afresh, and the attempt no longer counts
 * against the address or the account. The account's other attempts stay counted: they may be an attack.
 */
export async function forgiveAttempt(db: Executor, keys: AttemptKeys): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.pair));
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(inArray(loginFailures.key, [keys.client, keys.account]));
}
