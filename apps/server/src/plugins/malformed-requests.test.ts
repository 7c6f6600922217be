import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { MAX_JSON_DEPTH } from './json-body.ts';

const ctx = useTestApp();

/** Garbage a client may send: every one is a 4xx with a message, never a 500. */
describe('malformed requests', () => {
  it.each([
    ['GET', '/api/Product/paginated?search=%00%27'],
    ['GET', '/api/CrabClawCategories/slug/%00'],
    ['GET', '/product/x/%00'],
    ['GET', '/api/Product/paginated?page=1e400'],
    ['GET', '/api/Product/%E0%A4%A'],
    ['GET', '/media/%00/card.webp'],
  ])('%s %s', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['/api/contact', { name: 'Ani\u0000', email: 'ani@example.id', message: 'Halo' }],
    ['/api/Orders/track', { orderNumber: 'CC\u0000', contact: 'a@b.id' }],
    ['/api/contact', 'not json'],
    ['/api/Orders/create', null],
  ])('POST %s with a bad body', async (url, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('reads a query key "__proto__" as a plain key, not as the prototype of the query', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/Product/paginated?__proto__=a&__proto__=b' });
    expect(response.statusCode).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  let app: App;
  const logged: { level: number; msg: string }[] = [];
  let client = 0;

  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
      database: await testDatabase(),
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
  });
  afterAll(() => app.close());

  // Each request from its own address, so the per-route rate limits stay out of the way.
  const post = (url: string, payload: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: `10.9.0.${++client}`,
    });
  const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it.each([
    ['/api/Orders/create', 'arrays', arrays],
    ['/api/Orders/create', 'objects', objects],
    ['/api/contact', 'arrays', arrays],
    ['/api/contact', 'objects', objects],
    ['/auth/login', 'arrays', arrays],
    ['/auth/login', 'objects', objects],
  ])('POST %s with %s nested 4,000 deep is a 400, logged as nothing worse than a warning', async (url, _, nest) => {
    logged.length = 0;
    const response = await post(url, nest(4000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.jsonTooDeep', params: { max: MAX_JSON_DEPTH } });
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it("refuses one level past the limit and otherwise keeps Fastify's JSON rules", async () => {
    const refused = await post('/api/contact', arrays(MAX_JSON_DEPTH + 1));
    expect(refused.json().code).toBe('request.jsonTooDeep');
    const deepest = await post('/api/contact', arrays(MAX_JSON_DEPTH));
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().code).toBe('request.invalidFields');
    // Prototype poisoning, an empty body and the body limit answer as Fastify's own parser does.
    expect((await post('/api/contact', '{"__proto__": {"admin": true}}')).statusCode).toBe(400);
    expect((await post('/api/contact', '{"constructor": {"prototype": {"admin": true}}}')).statusCode).toBe(400);
    expect((await post('/api/contact', '')).statusCode).toBe(400);
    expect((await post('/api/contact', JSON.stringify({ message: 'x'.repeat(1024 * 1024) }))).statusCode).toBe(413);
  });
});
