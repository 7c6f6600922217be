import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';

// These tests fire a limit's worth of sign-ins at once: the per-process hashing gate (password-gate.ts,
// tested on its own) must not refuse any of them before the per-address limit does.
const ctx = useTestApp({ env: { SIGN_INS_IN_FLIGHT: '256' } });
const extraApps: App[] = [];
afterEach(async () => {
  await Promise.all(extraApps.splice(0).map((app) => app.close()));
});

/** Another instance of the shop on the same database, as a second server process would be. */
async function anotherApp(env: Record<string, string> = {}) {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: ctx.database,
    logger: false,
  });
  extraApps.push(app);
  return app;
}

let made = 0;
const madeUpAddress = () => `198.18.${Math.floor(++made / 250) % 250}.${made % 250}`;
const contactFrom = (email: string) => ({ name: 'Ani', email, message: 'Ada kepiting?' });

/** Each limited route, with the requests it allows per address and a request it counts. */
const LIMITED_ROUTES = [
  { url: '/api/Orders/create', max: 30, payload: () => ({}) },
  { url: '/api/Orders/track', max: 60, payload: () => ({}) },
  { url: '/api/contact', max: 20, payload: () => ({}) },
  { url: '/auth/login', max: 30, payload: () => ({ username: `tebakan-${++made}`, password: 'salah-sekali' }) },
];

type Send = (index: number) => Promise<{ statusCode: number }>;

async function statusesOf(count: number, send: Send) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await send(index)).statusCode);
  return statuses;
}

/** `allowed` requests at once (each is counted atomically, so all fit), then one more that must not. */
async function fillThenOneMore(allowed: number, send: Send) {
  const statuses = await Promise.all(Array.from({ length: allowed }, (_, index) => send(index)));
  return { allowed: statuses.map((response) => response.statusCode), next: (await send(allowed)).statusCode };
}

describe('per-address limits', () => {
  it.each(LIMITED_ROUTES)(
    'count $url per peer address, whatever X-Forwarded-For says',
    async ({ url, max, payload }) => {
      const { allowed, next } = await fillThenOneMore(max, () =>
        ctx.app.inject({
          method: 'POST',
          url,
          payload: payload(),
          remoteAddress: '10.20.0.1',
          headers: { 'x-forwarded-for': madeUpAddress() },
        }),
      );
      expect(allowed).not.toContain(429);
      expect(next).toBe(429);
    },
  );

  it('believe X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const app = await anotherApp({ TRUST_PROXY: '10.0.0.1' });
    const contact = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        remoteAddress,
        headers: { 'x-forwarded-for': madeUpAddress() },
      });
    expect(await statusesOf(25, () => contact('10.0.0.1'))).not.toContain(429);
    expect((await statusesOf(21, () => contact('10.0.0.2')))[20]).toBe(429);
  });

  it('take only the trusted hops of X-Forwarded-For, so entries a client adds change nothing', async () => {
    const app = await anotherApp({ TRUST_PROXY: '1' });
    const statuses = await statusesOf(21, () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `${madeUpAddress()}, 203.0.113.9` },
      }),
    );
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });

  it('let a crowd behind one carrier address place, track and write', async () => {
    const fromOneAddress = { remoteAddress: '36.80.0.1' };
    const places = await statusesOf(21, () =>
      ctx.app.inject({ method: 'POST', url: '/api/Orders/create', payload: {}, ...fromOneAddress }),
    );
    const tracks = await statusesOf(11, (index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Orders/track',
        payload: { orderNumber: `CC-20250101-${index}`, contact: 'ani@example.id' },
        ...fromOneAddress,
      }),
    );
    const messages = await statusesOf(6, (index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactFrom(`ani${index}@example.id`),
        ...fromOneAddress,
      }),
    );
    expect(places).not.toContain(429);
    expect(tracks).not.toContain(429);
    expect(messages).toEqual([201, 201, 201, 201, 201, 201]);
  });
});

describe('per-order and per-sender limits', () => {
  it('refuse the eleventh look-up of one order number in 15 minutes, from any addresses', async () => {
    const statuses = await statusesOf(11, (index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Orders/track',
        payload: { orderNumber: index % 2 ? 'cc-20250101-0001' : 'CC-20250101-0001', contact: `tebak${index}@mail.id` },
        remoteAddress: madeUpAddress(),
      }),
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it('refuse the sixth message from one e-mail address in 10 minutes, from any addresses', async () => {
    const statuses = await statusesOf(6, (index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactFrom(index % 2 ? 'Bot@Spam.id' : 'bot@spam.id'),
        remoteAddress: madeUpAddress(),
      }),
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('answer 429 with a code, the minutes to wait and a Retry-After, worded in the Accept-Language', async () => {
    const send = (language?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactFrom('bot@spam.id'),
        headers: language ? { 'accept-language': language } : {},
        remoteAddress: madeUpAddress(),
      });
    for (let index = 0; index < 5; index += 1) expect((await send()).statusCode).toBe(201);
    const indonesian = await send();
    expect(indonesian.statusCode).toBe(429);
    expect(indonesian.headers['retry-after']).toMatch(/^\d+$/);
    expect(indonesian.json()).toEqual({
      code: 'request.tooManyInMinutes',
      params: { count: 10 },
      message: 'Terlalu banyak permintaan. Silakan coba lagi dalam 10 menit.',
    });
    const english = await send('en-GB,en;q=0.9');
    expect(english.json()).toMatchObject({
      code: 'request.tooManyInMinutes',
      message: 'Too many requests, please try again in 10 minutes.',
    });
  });
});

describe('counters shared by server processes', () => {
  it('hold the limit for the shop as a whole when several instances share the database', async () => {
    const other = await anotherApp();
    const statuses = await statusesOf(21, (index) =>
      (index % 2 ? other : ctx.app).inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        remoteAddress: '10.30.0.1',
      }),
    );
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
    expect(await ctx.database.db.select().from(rateLimitHits)).toHaveLength(1);
  });

  it('count in the database while Redis is unreachable, never answering 500', async () => {
    // Port 1 refuses connections at once: Redis is down when the shop starts and stays down.
    const unreachable = { REDIS_URL: 'redis://127.0.0.1:1' };
    const [first, second] = [await anotherApp(unreachable), await anotherApp(unreachable)];
    const statuses = await statusesOf(21, (index) =>
      (index % 2 ? second : first).inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        remoteAddress: '10.30.0.2',
      }),
    );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });
});
