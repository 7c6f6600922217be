import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { buyer, insertCrabs, placeTestOrder } from './test-orders.ts';

// GET /api/Orders/admin/new-orders (issue 25, decision 030): what the back office polls to see new orders at once.

const ctx = useTestApp();
const URL = '/api/Orders/admin/new-orders';

const ask = (staff: SignedIn | null, etag?: string, app = ctx.app) =>
  app.inject({
    method: 'GET',
    url: URL,
    headers: { ...staff?.headers, ...(etag ? { 'if-none-match': etag } : {}) },
  });

async function placeOrders(count: number) {
  const [crab] = await insertCrabs(ctx.database.db, 1, 50);
  const placed = [];
  for (let n = 1; n <= count; n++)
    placed.push(
      await placeTestOrder(ctx.database.db, {
        lines: [{ productId: crab!.id, quantity: 1 }],
        customerInfo: buyer(n),
      }),
    );
  return placed;
}

describe('GET /api/Orders/admin/new-orders', () => {
  it('counts the Pending orders and names the newest, with an ETag that answers 304 while nothing changed', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'User');
    const empty = await ask(staff);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ pendingCount: 0, latestOrderId: null });
    expect(empty.headers['cache-control']).toBe('private, no-cache');

    const [first, second] = await placeOrders(2);
    const two = await ask(staff, String(empty.headers.etag));
    expect(two.statusCode).toBe(200);
    expect(two.json()).toEqual({ pendingCount: 2, latestOrderId: second!.orderId });
    const etag = String(two.headers.etag);
    expect(etag).not.toBe(empty.headers.etag);

    const same = await ask(staff, etag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    // A CDN may weaken the tag; a client may send several.
    expect((await ask(staff, `"other", W/${etag}`)).statusCode).toBe(304);

    // Confirmed, cancelled or archived orders are no longer new; the answer changes with them.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/Orders/${first!.orderId}/status`,
      headers: staff.headers,
      payload: { status: 'Processing' },
    });
    const confirmed = await ask(staff, etag);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ pendingCount: 1, latestOrderId: second!.orderId });
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    await ctx.app.inject({ method: 'DELETE', url: `/api/Orders/${second!.orderId}`, headers: owner.headers });
    expect((await ask(staff)).json()).toEqual({ pendingCount: 0, latestOrderId: second!.orderId });
  });

  it('is for signed-in staff only', async () => {
    expect((await ask(null)).statusCode).toBe(401);
  });

  it('answers the same from another server process on the same database', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'Manager');
    // A second app on the same database, as a second process is: its own plugins, caches and timers.
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: ctx.database,
      logger: false,
      backgroundJobs: false,
    });
    try {
      const before = await ask(staff, undefined, other);
      expect(before.statusCode).toBe(200);
      const [placed] = await placeOrders(1);
      const here = await ask(staff);
      const there = await ask(staff, String(before.headers.etag), other);
      expect(there.statusCode).toBe(200);
      expect(there.json()).toEqual({ pendingCount: 1, latestOrderId: placed!.orderId });
      expect(there.headers.etag).toBe(here.headers.etag);
      expect((await ask(staff, String(here.headers.etag), other)).statusCode).toBe(304);
    } finally {
      await other.close();
    }
  });
});
