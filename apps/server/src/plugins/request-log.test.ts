import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { BUYER, orderPayload } from '../test/fixtures.ts';
import { signInAs } from '../test/staff.ts';
import { insertCrabs } from '../modules/orders/test-orders.ts';

const lines: string[] = [];
const ctx = useTestApp({ env: { LOG_LEVEL: 'trace' }, logTo: { write: (line) => void lines.push(line) } });

describe('the log', () => {
  it('holds no personal data or secret of an order placed, a sign-in and a cancellation, at level trace', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    lines.length = 0;
    const password = 'sandi-rahasia-42';
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager', 'manajer-toko', password);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: orderPayload([{ productId: crab!.id, quantity: 1 }]),
      headers: { authorization: 'Bearer kunci-api-rahasia' },
    });
    expect(placed.statusCode).toBe(201);
    const { orderId, accessToken } = placed.json().data;
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${orderId}?token=${encodeURIComponent(accessToken)}`,
    });
    expect(read.statusCode).toBe(200);
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders?search=${encodeURIComponent(BUYER.email)}`,
      headers: manager.headers,
    });
    expect(search.statusCode).toBe(200);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Orders/${orderId}/cancel`,
      payload: { reason: 'Pembeli membatalkan' },
      headers: manager.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    // A body the JSON parser refuses: its error message would quote it.
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: `{"customerInfo": {"fullName": "${BUYER.fullName}", `,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);

    const log = lines.join('');
    expect(log).toContain('"path":"/api/Orders/create"');
    const secrets = [
      BUYER.fullName,
      BUYER.email,
      encodeURIComponent(BUYER.email),
      BUYER.phone,
      BUYER.address,
      password,
      manager.headers.cookie.split('=')[1]!,
      accessToken,
      'kunci-api-rahasia',
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('writes one line per request with its id, which every answer carries in X-Request-Id, errors included', async () => {
    lines.length = 0;
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-7f3a' },
    });
    const unsafe = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a\nb' } });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(given.headers['x-request-id']).toBe('proxy-7f3a');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => 'status' in entry);
    expect(requests).toEqual([
      expect.objectContaining({ reqId: 'proxy-7f3a', method: 'GET', route: '/api/health', status: 200 }),
      expect.objectContaining({ reqId: unsafe.headers['x-request-id'], route: '/api/health' }),
      expect.objectContaining({ reqId: refused.headers['x-request-id'], route: '/api/contact', status: 400 }),
    ]);
  });
});
