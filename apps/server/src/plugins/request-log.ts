import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pathOf, requestIdOf } from './logging.ts';
import type { ShopMetrics } from './metrics.ts';

interface Answered {
  requestId: string;
  method: string;
  route: string | undefined;
  url: string;
  status: number;
  milliseconds: number;
}

/**
 * One log line per request, and its count and duration: requests through Fastify (its per-request pair of
 * lines is off) and catalogue cache hits the HTTP server answers before Fastify, which the catalogue cache
 * reports here. Every answer carries its request id in X-Request-Id.
 */
export class RequestLog {
  private log: FastifyBaseLogger | undefined;
  private readonly metrics: ShopMetrics | undefined;

  constructor(metrics: ShopMetrics | undefined) {
    this.metrics = metrics;
  }

  /** A cache hit the HTTP server is about to write: its request id, and what to call with its status once written. */
  answering(request: IncomingMessage, route: string | undefined) {
    const startedAt = performance.now();
    const requestId = requestIdOf(request);
    return {
      requestId,
      answered: (status: number) => {
        this.metrics?.cacheHit();
        const milliseconds = performance.now() - startedAt;
        this.record({ requestId, method: request.method!, route, url: request.url!, status, milliseconds });
      },
    };
  }

  hit(): void {
    this.metrics?.cacheHit();
  }

  miss(): void {
    this.metrics?.cacheMiss();
  }

  readonly plugin = fp(
    async (app: FastifyInstance) => {
      this.log = app.log;
      // First among the reply's headers, kept by error answers; reply headers (not raw ones) stay out of cached answers.
      app.addHook('onRequest', (request, reply, done) => {
        reply.header('x-request-id', request.id);
        // At debug only: the line that says a request has arrived and not yet been answered.
        request.log.debug({ method: request.method, path: pathOf(request.url) }, 'request started');
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        const { id: requestId, method, url } = request;
        const route = request.routeOptions.url;
        this.record({ requestId, method, route, url, status: reply.statusCode, milliseconds: reply.elapsedTime });
        done();
      });
    },
    { name: 'request-log' },
  );

  private record({ requestId, method, route, url, status, milliseconds }: Answered): void {
    this.metrics?.requestAnswered(method, route, status, milliseconds);
    const path = pathOf(url);
    const ms = Math.round(milliseconds * 10) / 10;
    this.log?.info(
      { reqId: requestId, method, route: route ?? null, path, status, ms },
      `${method} ${path} ${status} ${ms} ms`,
    );
  }
}
