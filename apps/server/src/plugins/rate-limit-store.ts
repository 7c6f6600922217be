import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Executor } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** Requests counted for a key in its current window, and the milliseconds until that window ends. */
export interface Hits {
  current: number;
  ttl: number;
}

/** Counts one request for a key, for every server process at once (the counters live outside any process). */
export type HitCounter = (key: string, windowMs: number) => Promise<Hits>;

/** Counters in the shop's database: one atomic upsert per request, timed by the database's clock. */
export function databaseCounter(db: Executor): HitCounter {
  return async (key, windowMs) => {
    const expired = sql`${rateLimitHits.resetAt} <= now()`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, count: 1, resetAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({
        current: rateLimitHits.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::integer`,
      });
    return { current: row!.current, ttl: Number(row!.ttl) };
  };
}

/** Forgets counters whose window has ended; an address seen once would otherwise keep its row forever. */
export async function sweepExpiredHits(db: Executor): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}

/** Counters in Redis: the window opens with the first request (SET NX PX) and the key then expires by itself. */
export function redisCounter(redis: Redis): HitCounter {
  return async (key, windowMs) => {
    const replies = await redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
    const failed = replies?.find(([error]) => error)?.[0];
    if (!replies || failed) throw failed ?? new Error('the Redis transaction was discarded');
    return { current: Number(replies[1]![1]), ttl: Math.max(0, Number(replies[2]![1])) };
  };
}

/**
 * Counts with `primary` and, when it fails (Redis restarting, unreachable, too slow), with `fallback`, so the
 * limits keep holding during the outage instead of letting every request through or answering 500.
 */
export function withFallback(primary: HitCounter, fallback: HitCounter, onFailure: (error: unknown) => void) {
  return async (key: string, windowMs: number): Promise<Hits> => {
    try {
      return await primary(key, windowMs);
    } catch (error) {
      onFailure(error);
      return fallback(key, windowMs);
    }
  };
}

/** The store @fastify/rate-limit counts with: each route keeps its own counters under its method and URL, or its group's. */
export function rateLimitStore(count: HitCounter, namespace = 'rate-limit'): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = namespace) {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, hits?: Hits) => void, timeWindow: number) {
      count(`${this.prefix}|${key}`, timeWindow).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(route: {
      method?: unknown;
      url?: unknown;
      groupId?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
    }) {
      // Per-route limits come with routeInfo; routes of one groupId share their counters (the group names the
      // key), and limits made by createRateLimit name their keys themselves.
      const { method, url } = route.routeInfo ?? {};
      if (typeof route.groupId === 'string') return new SharedStore(undefined, `${namespace}|group`);
      return new SharedStore(undefined, method && url ? `${namespace}|${String(method)} ${String(url)}` : namespace);
    }
  }
  return SharedStore;
}
