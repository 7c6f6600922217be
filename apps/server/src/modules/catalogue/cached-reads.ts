import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { canonicalize } from '../../plugins/case-insensitive-keys.ts';
import {
  ALL_ENCODINGS,
  answerOf,
  encodingFor,
  fastSerializer,
  Memo,
  MEMO_LIMIT,
  rawHeadersOf,
  sendingOf,
  writeCached,
} from './cached-answer.ts';
import { settlingCatalogueChanges } from './cache-invalidation.ts';
import { noteCachedRead, noteRead, pageReadsOf, rawPageKey, renderConsistently } from './cached-pages.ts';
import { CachePeers } from './cache-peers.ts';
import { ReadCache, type CachedAnswer, type CatalogueChange } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This public read is answered from the catalogue cache; `tags` name what in its body a stock change touches. */
    catalogueCache?: { tags?: (body: never) => readonly string[] };
    /**
     * This rendered page is answered from the catalogue cache (decision 021): `key` names everything the page
     * varies by (undefined: render it fresh and keep it out), `vary` the request headers among them.
     */
    cachedPage?: { key: (request: FastifyRequest) => string | undefined; vary: string };
  }
}

/** A request whose answer is being computed: where it will be stored, and what the invalidations need. */
interface Fill {
  key: string;
  generation: number;
  tags: readonly string[];
  expiresAt?: number;
  release(): void;
}

type Done = (error: Error | null, payload?: unknown) => void;
type HookName = 'onRequest' | 'preSerialization' | 'onSend' | 'onResponse' | 'onRequestAbort';
/** What an answer kept in the cache says besides its body, or undefined when it may not be kept. */
type AboutAnswer = (request: FastifyRequest, fill: Fill) => Pick<CachedAnswer, 'tags' | 'type' | 'vary'> | undefined;

/** Adds a hook after the route's own. */
function addRouteHook(route: RouteOptions, name: HookName, hook: unknown) {
  const existing = route[name];
  route[name] = [...(existing ? [existing].flat() : []), hook] as never;
}

const fills = new WeakMap<FastifyRequest, Fill>();

/** Keeps the answer of this request from the cache after `at` (an answer that changes with the clock). */
export function expireCachedAnswerAt(request: FastifyRequest, at: Date | null): void {
  const fill = fills.get(request);
  if (fill && at) fill.expiresAt = at.getTime();
}

/** Keeps this request's answer out of the cache (a page sent as the app's shell, whose render failed or was not tried). */
export function keepOutOfCache(request: FastifyRequest): void {
  fills.get(request)?.release();
  fills.delete(request);
}

/** The request handler Fastify gives a server factory. */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** Fastify's server options as it hands them to a server factory (with its defaults applied). */
type ServerOptions = Record<string, unknown> & {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
};

/** Who hears of the cache's hits and misses (the request log and metrics). */
export interface CacheObserver {
  /** A hit the HTTP server writes before Fastify: the request id it sends, and what to call once it is written. */
  answering(request: IncomingMessage, route: string | undefined): { requestId: string; answered(status: number): void };
  /** A hit answered through Fastify (app.inject, or a request that waited for the answer being computed). */
  hit(): void;
  miss(): void;
}

export interface CatalogueCache {
  /** The database whose transactions settle the catalogue changes they made before they return. */
  db: Database;
  /** Fastify's `serverFactory`: the HTTP server, answering cache hits before Fastify sees the request. */
  serverFactory: (handler: Handler, options: ServerOptions) => http.Server;
  /** Caches the reads marked `config.catalogueCache`; register it before @fastify/compress and the routes. */
  plugin: (app: FastifyInstance) => Promise<void>;
}

/**
 * The catalogue's read cache (decision 011): answers of the marked public reads kept serialized and
 * compressed, and dropped by every catalogue write in this process and, on PostgreSQL, in every other.
 */
export function catalogueCache(
  database: DatabaseHandle,
  { maxBytes, trustsProxies, observer }: { maxBytes: number; trustsProxies: boolean; observer: CacheObserver },
): CatalogueCache {
  const cache = new ReadCache(maxBytes);
  const apply = (change: CatalogueChange) => cache.invalidate(change);
  // Set when the plugin is registered (the peers need the app's logger).
  let log: FastifyBaseLogger | undefined;
  let peers: CachePeers | undefined;
  // The embedded database is one process's (its lock file keeps others out): its own writes are all there is.
  const mayServe = () => maxBytes > 0 && (database.kind === 'embedded' || peers?.mayServe() === true);
  const settle = async (change: CatalogueChange) => {
    apply(change);
    await peers?.syncAfterCommit().catch((error: unknown) => {
      log?.warn({ err: error }, 'could not confirm a catalogue change with the other server processes');
    });
  };

  const inFlight = new Map<string, Promise<void>>();
  const keys = new Memo<string>(MEMO_LIMIT);
  // From what a page's request says (rawPageKey) to its key, once a page route has computed it.
  const pageKeys = new Memo<string>(MEMO_LIMIT);

  /** The cache key: the path and the query as the route reads it (keys in the schema's spelling, sorted). */
  function keyOf(request: FastifyRequest, querystring: z.ZodType | undefined): string {
    let key = keys.get(request.url);
    if (key !== undefined) return key;
    const mark = request.url.indexOf('?');
    if (mark === -1) {
      key = request.url;
    } else {
      const query = canonicalize(request.query, querystring) as Record<string, unknown>;
      const entries = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      key = `${request.url.slice(0, mark)}?${JSON.stringify(entries)}`;
    }
    keys.set(request.url, key);
    return key;
  }

  /**
   * The hit path of the HTTP server, before Fastify: a URL a cached route has answered is looked up as it
   * came (a memo from URL to key), and a hit is written with no routing, validation, serialization,
   * compression or query. Everything else, misses included, goes to Fastify.
   */
  function answered(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const key = keys.get(request.url!) ?? pageKeys.get(rawPageKey(request, trustsProxies));
    const answer = key === undefined || !mayServe() ? undefined : cache.get(key);
    if (!answer) return false;
    const { requestId, answered } = observer.answering(request, answer.route);
    answered(writeCached(request, response, answer, requestId));
    return true;
  }

  function serverFactory(handler: Handler, options: ServerOptions): http.Server {
    // What Fastify's own factory does for HTTP/1 (fastify/lib/server.js), with the cache in front.
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!answered(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  }

  function startFill(request: FastifyRequest, key: string) {
    let release!: () => void;
    const done = new Promise<void>((resolve) => {
      release = () => {
        if (inFlight.get(key) === done) inFlight.delete(key);
        resolve();
      };
    });
    if (!inFlight.has(key)) inFlight.set(key, done);
    fills.set(request, { key, generation: cache.generation, tags: [], release });
  }

  /**
   * The route's own first hook: a hit (requests through app.inject, or one that waited for an answer being
   * computed) is written like one before Fastify; a miss is noted to be stored on the way out. `keyFor`
   * gives undefined for a request whose answer is computed fresh and not kept.
   */
  const serveCached = (keyFor: (request: FastifyRequest) => string | undefined) =>
    async function serveCached(request: FastifyRequest, reply: FastifyReply) {
      const key = keyFor(request);
      if (key === undefined) return;
      if (mayServe()) {
        // Requests for an answer already being computed wait for it instead of all asking the database.
        const computing = inFlight.get(key);
        if (computing) await computing;
        const answer = mayServe() ? cache.get(key) : undefined;
        if (answer) {
          observer.hit();
          noteCachedRead(answer.tags);
          reply.hijack();
          writeCached(request, reply.raw, answer, request.id);
          return;
        }
      }
      observer.miss();
      startFill(request, key);
    };

  /** A page's key, remembered for what its request says so that the HTTP server answers the next hit. */
  const pageKeyOf = (key: (request: FastifyRequest) => string | undefined) => (request: FastifyRequest) => {
    const pageKey = key(request);
    if (pageKey !== undefined) pageKeys.set(rawPageKey(request.raw, trustsProxies), pageKey);
    return pageKey;
  };

  // The hooks below run on every answer of a cached route: plain callbacks, no promises.
  function noteTags(read: NonNullable<FastifyContextConfig['catalogueCache']>) {
    return function noteTags(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) {
      const fill = fills.get(request);
      if (fill && read.tags && reply.statusCode === 200) {
        fill.tags = (read.tags as (body: unknown) => readonly string[])(payload);
      }
      done(null, payload);
    };
  }

  const answer = (aboutAnswer: AboutAnswer) =>
    function answer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) {
      const fill = fills.get(request);
      if (!fill) return done(null, payload);
      fills.delete(request);
      // Only a 200 is kept: errors are answered as they are, and computed again next time.
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        fill.release();
        return done(null, payload);
      }
      let body: Buffer | null;
      try {
        const about = aboutAnswer(request, fill);
        const keeping = mayServe() && about !== undefined;
        const encodings = keeping ? ALL_ENCODINGS : [encodingFor(request, Buffer.byteLength(payload))];
        const tags = about?.tags ?? [];
        const fresh = answerOf(
          payload,
          {
            // A page not kept (a read of its render was not a cached one) has no `about`, yet is still HTML.
            type: reply.getHeader('content-type') as string | undefined,
            ...about,
            tags,
            rawHeaders: rawHeadersOf(reply),
            expiresAt: fill.expiresAt,
            route: request.routeOptions.url,
          },
          encodings,
        );
        if (keeping) cache.store(fill.key, fresh, fill.generation);
        const sending = sendingOf(request, fresh);
        // Fastify set content-type already, first among its headers, where a hit sends it.
        if (sending.status === 304) reply.code(304).removeHeader('content-type');
        reply.removeHeader('cache-control');
        for (const [name, value] of sending.headers) reply.header(name, value);
        body = sending.body ?? null;
      } finally {
        fill.release();
      }
      done(null, body);
    };

  const aboutRead: AboutAnswer = (_request, fill) => {
    // A page being rendered (this read made in-process for it) is made of this answer too.
    noteCachedRead(fill.tags);
    return { tags: fill.tags };
  };

  /** A page is kept when every read of its last attempt was a cached catalogue read answered 200. */
  const aboutPage =
    (vary: string): AboutAnswer =>
    (request) => {
      const reads = pageReadsOf(request);
      if (!reads || reads.reads !== reads.cachedReads) return undefined;
      return { tags: [...reads.tags], type: 'text/html; charset=utf-8', vary };
    };

  /** Runs a page's handler in renderConsistently, its fill's generation that of the attempt's start. */
  function renderingConsistently(handler: RouteOptions['handler']): RouteOptions['handler'] {
    return function renderPage(this: FastifyInstance, request, reply) {
      return renderConsistently(request, cache, () => {
        const fill = fills.get(request);
        if (fill) fill.generation = cache.generation;
        return Promise.resolve(handler.call(this, request, reply));
      });
    };
  }

  function released(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
    fills.get(request)?.release();
    done();
  }

  function abandoned(request: FastifyRequest, done: () => void) {
    fills.get(request)?.release();
    done();
  }

  async function plugin(app: FastifyInstance) {
    log = app.log;
    if (database.kind === 'postgres') {
      const connection = (database.db as unknown as { $client: pg.Pool }).$client.options;
      peers = new CachePeers(database.db, connection, apply, app.log);
    }
    // A page's render counts its in-process requests, to keep only pages made of cached reads.
    app.addHook('onRequest', (_request, _reply, done) => {
      noteRead();
      done();
    });
    app.addHook('onRoute', (route) => {
      const { catalogueCache: read, cachedPage: page } = route.config ?? {};
      // HEAD requests (Fastify adds them to GET routes) are rare and keep the plain path.
      if ((!read && !page) || route.method !== 'GET') return;
      if (read) {
        // This plugin sends these answers compressed already; @fastify/compress stays out of these routes.
        route.compress = false;
        route.serializerCompiler = fastSerializer;
        const querystring = route.schema?.querystring instanceof z.ZodType ? route.schema.querystring : undefined;
        addRouteHook(
          route,
          'onRequest',
          serveCached((request) => keyOf(request, querystring)),
        );
        addRouteHook(route, 'preSerialization', noteTags(read));
        addRouteHook(route, 'onSend', answer(aboutRead));
      } else if (page) {
        // A page sent otherwise than 200 (not found, a redirect) is still compressed by @fastify/compress.
        addRouteHook(route, 'onRequest', serveCached(pageKeyOf(page.key)));
        addRouteHook(route, 'onSend', answer(aboutPage(page.vary)));
        route.handler = renderingConsistently(route.handler);
      }
      addRouteHook(route, 'onResponse', released);
      addRouteHook(route, 'onRequestAbort', abandoned);
    });
    // A process that caches nothing has nothing to drop: it only waits for the others after its writes.
    app.addHook('onReady', async () => {
      if (maxBytes > 0) await peers?.start();
    });
    app.addHook('onClose', async () => peers?.stop());
  }

  return {
    db: settlingCatalogueChanges(database.db, settle),
    serverFactory,
    plugin: fp(plugin, { name: 'catalogue-cache' }),
  };
}
