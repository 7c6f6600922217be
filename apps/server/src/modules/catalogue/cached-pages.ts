import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

// What the read cache needs to keep rendered storefront pages beside the API's answers (decision 021).

/**
 * What one attempt at a page read through the API in-process (the SEO head's reads and the render's): the
 * tags of every answer, so that a stock change drops the pages showing that product, and whether every read
 * was a cached catalogue read answered 200 (a page that read anything else, or got an error and rendered
 * that part loading, is sent but not kept).
 */
export interface PageReads {
  tags: Set<string>;
  reads: number;
  cachedReads: number;
  /** The cache's generation when the attempt began: a change since then that touched its tags mixes the page. */
  generation: number;
  /** The last attempt is sent as it is, even if a change came meanwhile. */
  last: boolean;
  /** Whether a change since `generation` touched these reads. */
  changed(): boolean;
}

const currentReads = new AsyncLocalStorage<PageReads>();
const readsOfPage = new WeakMap<FastifyRequest, PageReads>();

/** How often a page is rendered again when a catalogue change arrived while it was being rendered. */
const ATTEMPTS = 3;

/** Thrown by `sendPage` instead of sending a page that mixes answers from before and after a change. */
class PageChangedWhileRendering extends Error {}

/** The cache's view of changes: its generation now, and whether a change since one touched some tags. */
export interface ChangeClock {
  readonly generation: number;
  changedSince(generation: number, tags: Iterable<string>): boolean;
}

/**
 * Runs a page's handler, and again (up to ATTEMPTS times) when `sendPage` found that a catalogue change
 * arrived while it read: its head and its body, or two of its reads, would show the catalogue from before
 * and after the change. Each attempt notes its reads afresh.
 */
export async function renderConsistently<T>(request: FastifyRequest, clock: ChangeClock, attempt: () => Promise<T>) {
  for (let number = 1; ; number += 1) {
    const reads: PageReads = {
      tags: new Set(),
      reads: 0,
      cachedReads: 0,
      generation: clock.generation,
      last: number === ATTEMPTS,
      changed: () => clock.changedSince(reads.generation, reads.tags),
    };
    readsOfPage.set(request, reads);
    try {
      return await currentReads.run(reads, attempt);
    } catch (error) {
      if (!(error instanceof PageChangedWhileRendering) || reads.last) throw error;
    }
  }
}

/**
 * Called by `sendPage` before it sends: a page whose reads a catalogue change touched meanwhile is rendered
 * again (by throwing to renderConsistently), but for the last attempt, which goes as it is.
 */
export function renderAgainIfChanged(request: FastifyRequest): void {
  const reads = readsOfPage.get(request);
  if (reads && !reads.last && reads.changed()) throw new PageChangedWhileRendering();
}

export const pageReadsOf = (request: FastifyRequest) => readsOfPage.get(request);

/** Counts a request made while a page is rendered (every in-process API request passes here). */
export function noteRead(): void {
  const reads = currentReads.getStore();
  if (reads) reads.reads += 1;
}

/** Notes a cached catalogue read answered 200 while a page is rendered, with its tags. */
export function noteCachedRead(tags: readonly string[]): void {
  const reads = currentReads.getStore();
  if (!reads) return;
  reads.cachedReads += 1;
  for (const tag of tags) reads.tags.add(tag);
}

/**
 * What a page's cache key may depend on, as the request arrived: its address and every header the key is
 * computed from (language cookie and session, host, a proxy's forwarded host and scheme), the address it
 * arrived at, and the peer when forwarded headers are believed from some peers only. Two requests alike in
 * all of these get the same key, so the HTTP server can answer a hit before Fastify parses anything.
 */
export function rawPageKey(request: IncomingMessage, trustsProxies: boolean): string {
  const { headers, socket } = request;
  return [
    request.url,
    headers.host,
    headers.cookie,
    headers['x-forwarded-host'],
    headers['x-forwarded-proto'],
    socket.localAddress,
    socket.localPort,
    trustsProxies ? socket.remoteAddress : '',
  ].join('\0');
}
