import { inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failures are counted per username and per client, so neither guessing one account nor many is cheap. */
export function throttleKeys(username: string, ip: string): [usernameKey: string, clientKey: string] {
  return [`user:${username.toLowerCase()}`, `ip:${ip}`];
}

/** Milliseconds until sign-in is allowed again for these keys, or 0 when it is allowed now. */
export async function lockedFor(db: Executor, keys: string[], now = new Date()): Promise<number> {
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
  const waits = rows
    .filter((row) => row.count >= MAX_FAILURES)
    .map((row) => row.windowStart.getTime() + FAILURE_WINDOW_MS - now.getTime());
  return Math.max(0, ...waits);
}

/** Counts one failure for each key in a single statement, so parallel attempts on any instance all count. */
export async function recordFailure(db: Executor, keys: string[], now = new Date()): Promise<void> {
  const windowOpen = new Date(now.getTime() - FAILURE_WINDOW_MS);
  // Typed casts: inside raw SQL the drivers would otherwise have to guess what a Date parameter is.
  const openedAt = sql`${windowOpen.toISOString()}::timestamptz`;
  const startedAt = sql`${now.toISOString()}::timestamptz`;
  await db.delete(loginFailures).where(lt(loginFailures.windowStart, windowOpen));
  await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, count: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} < ${openedAt} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < ${openedAt} then ${startedAt} else ${loginFailures.windowStart} end`,
      },
    });
}

export async function clearFailures(db: Executor, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}
