import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { coded } from '@crabclaw/shared';
import { HttpError } from '../lib/http-errors.ts';
import {
  databaseCounter,
  rateLimitStore,
  redisCounter,
  sweepExpiredHits,
  withFallback,
  type HitCounter,
} from './rate-limit-store.ts';

export interface Limit {
  max: number;
  timeWindow: string;
}

/**
 * Every per-route limit in one place (sign-in has its own rules in modules/auth/throttle.ts).
 * Per address limits are sized for carrier NAT: many Indonesian phones share one public address, so an
 * address stands for a crowd, not a person. The abuse they once stopped is stopped by the limits per order
 * number and per sender, which hold whatever address a request comes from.
 */
export const LIMITS = {
  /** Placing orders, per address and minute: a crowd of shoppers checking out, not a script draining stock. */
  placeOrder: { max: 30, timeWindow: '1 minute' },
  /** Tracking, per address and minute: a crowd looking up its own orders. */
  trackOrder: { max: 60, timeWindow: '1 minute' },
  /** Tracking one order number from anywhere: a few typos of the e-mail or phone, not guessing them. */
  trackOneOrder: { max: 10, timeWindow: '15 minutes' },
  /** Contact messages per address. */
  contact: { max: 20, timeWindow: '10 minutes' },
  /** Contact messages from one e-mail address: a person writes a few; a script writing many is refused. */
  contactPerSender: { max: 5, timeWindow: '10 minutes' },
  /** Transfer receipts per address; each order also takes 5 at most (decision 042). */
  transferProof: { max: 20, timeWindow: '10 minutes' },
} satisfies Record<string, Limit>;

/** Redis answers within this or the database counts instead; a limit must never make a request hang. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before serving anyway (counting in the database meanwhile). */
const REDIS_START_WAIT_MS = 3_000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler limiting requests per key in the validated body (an order number, a sender), from any address. */
    limitPer<Body>(
      name: string,
      limit: Limit,
      keyOf: (body: Body) => string,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The 429 answer of every limit: how long to wait, in seconds under a minute and in minutes beyond. */
function tooManyRequests(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 60
    ? new HttpError(429, coded('request.tooManyInSeconds', { count: seconds }))
    : new HttpError(429, coded('request.tooManyInMinutes', { count: Math.ceil(seconds / 60) }));
}

/** Redis when REDIS_URL is set (falling back to the database while it is away), else the database. */
async function sharedCounter(app: FastifyInstance): Promise<HitCounter> {
  const database = databaseCounter(app.db);
  if (!app.config.REDIS_URL) return database;
  // Loaded only when configured: most shops count in the database and need no Redis client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(app.config.REDIS_URL, {
    // Fail at once while disconnected instead of queueing: the database counts until Redis is back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let away = false;
  const reportAway = (error: unknown) => {
    if (!away) app.log.warn({ err: error }, 'Redis is unreachable; rate limits are counted in the database');
    away = true;
  };
  // Reconnection errors repeat every few seconds; one warning per outage is enough.
  redis.on('error', reportAway);
  redis.on('ready', () => {
    if (away) app.log.info('Redis is back; rate limits are counted there again');
    away = false;
  });
  app.addHook('onClose', async () => redis.disconnect());
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve).once('error', () => resolve());
    setTimeout(resolve, REDIS_START_WAIT_MS).unref();
  });
  return withFallback(redisCounter(redis), database, reportAway);
}

/** Limits are set per route (orders, tracking, contact); reads stay unlimited. Counters are shared by all processes. */
async function rateLimitsPlugin(app: FastifyInstance) {
  const count = await sharedCounter(app);
  const sweeper = setInterval(() => {
    sweepExpiredHits(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep rate limits'));
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(count),
    // Should both stores fail, the request goes through uncounted rather than failing.
    skipOnError: true,
    onExceeded: (request) => app.metrics?.rateLimitRefused(request, 'address'),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });

  app.decorate('limitPer', <Body>(name: string, limit: Limit, keyOf: (body: Body) => string) => {
    // A preHandler runs after validation, so the body has the route's schema type.
    const check = app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${name}:${keyOf(request.body as Body)}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      app.metrics?.rateLimitRefused(request, name);
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(result.ttl);
    };
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', decorators: { fastify: ['db', 'config', 'metrics'] } });
