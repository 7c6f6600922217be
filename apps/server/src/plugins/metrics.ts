import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { coded } from '@crabclaw/shared';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { orderMetrics } from '../modules/orders/index.ts';
import { MetricsSnapshots } from './metrics-snapshots.ts';

/** Seconds; most answers take milliseconds, a stalled database up to the request deadline. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** How often a process writes its own figures for the others to add up; a scrape writes them first too. */
const SNAPSHOT_EVERY_MS = 10_000;

/** The figures one process counts itself: its requests, its catalogue cache, its rate-limit refusals. */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'crabclaw_http_requests_total',
    help: 'Requests answered, by method, route pattern (unmatched: "unmatched") and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'crabclaw_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly cacheHits = new Counter({
    name: 'crabclaw_catalogue_cache_hits_total',
    help: 'Catalogue reads and storefront pages answered from the read cache',
    registers: [this.registry],
  });
  private readonly cacheMisses = new Counter({
    name: 'crabclaw_catalogue_cache_misses_total',
    help: 'Cacheable catalogue reads and storefront pages computed from the database',
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'crabclaw_rate_limit_refusals_total',
    help: 'Requests refused 429 by a rate limit, by route pattern and what was counted (address, order, sender)',
    labelNames: ['route', 'limit'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  requestAnswered(method: string, route: string | undefined, status: number, milliseconds: number): void {
    const label = route ?? 'unmatched';
    this.requests.inc({ method, route: label, status_code: status });
    this.durations.observe({ method, route: label }, milliseconds / 1000);
  }

  cacheHit(): void {
    this.cacheHits.inc();
  }

  cacheMiss(): void {
    this.cacheMisses.inc();
  }

  rateLimitRefused(request: FastifyRequest, limit: string): void {
    this.refusals.inc({ route: request.routeOptions.url ?? 'unmatched', limit });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's counters; undefined when METRICS_TOKEN is unset (nothing is counted then). */
    metrics: ShopMetrics | undefined;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearsToken(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format for a scraper holding METRICS_TOKEN: every process's own figures
 * added up through the database, and the order counters read from it (decision 023). Without the token
 * set, there is no such route and nothing is counted.
 */
async function metricsPlugin(app: FastifyInstance, { metrics }: { metrics: ShopMetrics | undefined }) {
  app.decorate('metrics', metrics);
  const token = app.config.METRICS_TOKEN;
  if (!metrics || !token) {
    // Answered here, not by the storefront's catch-all page: a scraper is told plainly there is nothing.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound(coded('request.noSuchEndpoint', { method: 'GET', path: '/metrics' }));
    });
    return;
  }
  const snapshots = new MetricsSnapshots(app.db, metrics.registry);
  const write = () =>
    snapshots.write().catch((error: unknown) => app.log.warn({ err: error }, 'could not write metrics'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await write();
    timer = setInterval(write, SNAPSHOT_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await snapshots.retire().catch((error: unknown) => app.log.warn({ err: error }, 'could not retire metrics'));
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearsToken(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'auth.signInRequired');
    }
    const [processes, orders] = await Promise.all([snapshots.everyProcess(), orderMetrics(app.db)]);
    // The notifications' jobs (queued, sent, failed) join the shop-wide figures here once that module exists.
    const shop = AggregatorRegistry.aggregate([...processes, await orders.getMetricsAsJSON()]);
    return reply.type(shop.contentType).send(await shop.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', decorators: { fastify: ['db', 'config'] } });
