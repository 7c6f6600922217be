import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { Negotiator } from '@fastify/accept-negotiator';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPRESS_FROM_BYTES } from '@crabclaw/shared';
import { notModified } from '../../lib/conditional-request.ts';
import type { CachedAnswer, RawHeaders } from './read-cache.ts';

// How a catalogue answer goes over HTTP, cached or fresh (decision 011): encodings, ETag, 304, headers.

/** Browsers and CDNs may keep the answer but ask again before each use; the ETag makes that a 304. */
const CACHE_CONTROL = 'no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Brotli at 6 is within a few per cent of 11 on these bodies at a tenth of the time, and misses follow every order. */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };
/** Distinct values remembered by a memo; a client inventing new ones only empties it. */
export const MEMO_LIMIT = 10_000;

export type Encoding = 'br' | 'gzip';
export const ALL_ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const ETAG_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

type Request = { headers: IncomingHttpHeaders };

/** A Map that forgets everything once it holds `limit` entries: a memo, not a store. */
export class Memo<Value> extends Map<string, Value> {
  private readonly limit: number;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }
  override set(key: string, value: Value) {
    if (this.size >= this.limit) this.clear();
    return super.set(key, value);
  }
}

// The same choice @fastify/compress makes: its aliases ('*' and x-gzip mean gzip), then the client's preference.
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Memo(MEMO_LIMIT) });

/** The encoding a body of this size is sent in to this client, undefined for none. */
export function encodingFor(request: Request, bodyBytes: number): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (bodyBytes < COMPRESS_FROM_BYTES || !header) return undefined;
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip')) ?? undefined;
}

/** What a request gets of an answer: 200 with the body in the client's encoding, or 304; and its headers. */
export interface Sending {
  status: 200 | 304;
  /** In the order they are sent, after the security headers; content-length comes last, from the body. */
  headers: [string, string][];
  body?: Buffer;
}

/** Cached and fresh answers are both sent through this, so they go out alike, header order included. */
export function sendingOf(request: Request, answer: CachedAnswer): Sending {
  const encoding = encodingFor(request, answer.body.length);
  const etag = `"${answer.hash}${encoding ? ETAG_SUFFIX[encoding] : ''}"`;
  const validators: [string, string][] = [
    ['etag', etag],
    ['cache-control', CACHE_CONTROL],
    ['vary', answer.vary ? `accept-encoding, ${answer.vary}` : 'accept-encoding'],
  ];
  if (notModified(request, etag)) return { status: 304, headers: validators };
  const headers: [string, string][] = [['content-type', answer.type ?? JSON_TYPE], ...validators];
  if (!encoding) return { status: 200, headers, body: answer.body };
  headers.push(['content-encoding', encoding]);
  return { status: 200, headers, body: encoding === 'br' ? answer.brotli : answer.gzip };
}

/**
 * Writes a cached answer straight to the response, with the security headers it was computed with: the
 * same bytes Fastify writes for a fresh one, without the per-request work of its pipeline.
 */
export function writeCached(
  request: Request,
  response: ServerResponse,
  answer: CachedAnswer,
  requestId: string,
): 200 | 304 {
  const { status, headers, body } = sendingOf(request, answer);
  const lines: string[] = [];
  for (const [name, value] of answer.rawHeaders) lines.push(name, String(value));
  // Where Fastify sends it for a miss: the first of the reply's own headers (plugins/request-log.ts).
  lines.push('x-request-id', requestId);
  for (const [name, value] of headers) lines.push(name, value);
  if (body) lines.push('content-length', String(body.length));
  response.writeHead(status, lines);
  response.end(body);
  return status;
}

/**
 * The headers other plugins set on the raw response before the answer (the security headers), as names in
 * their own spelling and values; one shared copy while they stay the same.
 */
let lastRawHeaders: RawHeaders = [];
export function rawHeadersOf(reply: FastifyReply): RawHeaders {
  // getRawHeaderNames (Node 15.13) keeps the spelling a plugin used; its type is missing from @types/node.
  const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
  const headers: RawHeaders = raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name)!]);
  if (JSON.stringify(headers) !== JSON.stringify(lastRawHeaders)) lastRawHeaders = headers;
  return lastRawHeaders;
}

/**
 * The serialized body (JSON, or a rendered page's HTML) with its hash and compressed versions: every version for an answer that is kept,
 * only the one the client takes for an answer that is not (caching off, or the cache's connection down).
 */
export function answerOf(
  text: string,
  about: Pick<CachedAnswer, 'rawHeaders' | 'tags' | 'expiresAt' | 'type' | 'vary' | 'route'>,
  encodings: readonly (Encoding | undefined)[],
): CachedAnswer {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const answer: CachedAnswer = { ...about, body, hash };
  if (body.length < COMPRESS_FROM_BYTES) return answer;
  if (encodings.includes('gzip')) answer.gzip = gzipSync(body);
  if (encodings.includes('br')) answer.brotli = brotliCompressSync(body, BROTLI);
  return answer;
}

/**
 * Serializes 200 answers with fast-json-stringify compiled from the route's zod schema (its JSON Schema,
 * as the OpenAPI description shows it) instead of validating each answer with zod; errors keep zod's.
 */
export const fastSerializer: FastifySerializerCompiler<unknown> = (definition) => {
  if (definition.httpStatus !== '200') {
    return serializerCompiler(definition as Parameters<typeof serializerCompiler>[0]);
  }
  const jsonSchema = z.toJSONSchema(definition.schema as z.ZodType, { io: 'output', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
