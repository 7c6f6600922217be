import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { orderPayload } from '../test/fixtures.ts';
import { signInAs } from '../test/staff.ts';
import { buyer, insertCrabs, placeTestOrder } from '../modules/orders/test-orders.ts';
import { cancelOverdueOrders } from '../modules/orders/payment-expiry.ts';

const TOKEN = 'scraper-token-0123456789';
const DAY = 24 * 3_600_000;

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp();

  it('is not there', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/plain' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const ctx = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

  const scrape = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };
  /** A sample's value in the scrape, 0 when absent; `labels` as Prometheus prints them (`a="x",b="y"`), in any order. */
  const figure = (text: string, name: string, labels = '') => {
    const wanted = labels.split(',').filter(Boolean).sort().join(',');
    const line = text.split('\n').find((row) => {
      const sample = /^(\w+)(?:\{(.*)\})? /u.exec(row);
      return sample?.[1] === name && (sample[2] ?? '').split(',').filter(Boolean).sort().join(',') === wanted;
    });
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, TOKEN]) {
      const headers = authorization ? { authorization } : {};
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toMatch(/crabclaw_/);
    }
  });

  it('counts each order placed once, by channel and payment method, and payments, cancellations and expiries', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 50);
    const placedCod = 'crabclaw_orders_placed_total';
    const cod = 'channel="web",payment_method="cod",shipping_method="regular"';
    const before = await scrape();
    for (const n of [1, 2]) {
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/Orders/create',
        payload: orderPayload([{ productId: crab!.id, quantity: 1 }], 'cod', buyer(n)),
      });
      expect(placed.statusCode).toBe(201);
      expect(figure(await scrape(), placedCod, cod)).toBe(figure(before, placedCod, cod) + n);
    }
    const placedOnce = await scrape();
    expect(
      figure(placedOnce, placedCod, 'channel="web",payment_method="bank_transfer",shipping_method="regular"'),
    ).toBe(0);
    expect(
      figure(placedOnce, 'crabclaw_http_requests_total', 'method="POST",route="/api/Orders/create",status_code="201"'),
    ).toBe(2);

    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const [paidOrder, cancelledOrder] = await Promise.all(
      [3, 4].map((n) =>
        placeTestOrder(ctx.database.db, { lines: [{ productId: crab!.id, quantity: 1 }], customerInfo: buyer(n) }),
      ),
    );
    const act = (url: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url, payload, headers: manager.headers });
    expect((await act(`/api/Orders/${paidOrder!.orderId}/payment-status`, { paymentStatus: 'Paid' })).statusCode).toBe(
      200,
    );
    expect(
      (await act(`/api/Orders/${cancelledOrder!.orderId}/cancel`, { reason: 'Pembeli membatalkan' })).statusCode,
    ).toBe(200);
    await placeTestOrder(ctx.database.db, {
      lines: [{ productId: crab!.id, quantity: 1 }],
      customerInfo: buyer(5),
      placedAt: new Date(Date.now() - 3 * DAY),
    });
    expect(await cancelOverdueOrders(ctx.database.db, new Date())).toHaveLength(1);

    const after = await scrape();
    expect(figure(after, 'crabclaw_orders_paid_total')).toBe(1);
    expect(figure(after, 'crabclaw_orders_cancelled_total')).toBe(1);
    expect(figure(after, 'crabclaw_orders_expired_total')).toBe(1);
    expect(figure(after, placedCod, 'channel="web",payment_method="bank_transfer",shipping_method="regular"')).toBe(3);
  });

  it('counts catalogue cache misses and hits, and requests by route pattern, never by address', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 5);
    const url = `/api/Product/${crab!.id}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await scrape();
    expect(figure(after, 'crabclaw_catalogue_cache_misses_total')).toBe(
      figure(before, 'crabclaw_catalogue_cache_misses_total') + 1,
    );
    expect(figure(after, 'crabclaw_catalogue_cache_hits_total')).toBe(
      figure(before, 'crabclaw_catalogue_cache_hits_total') + 2,
    );
    expect(after).toContain('route="/api/Product/:id"');
    expect(after).not.toContain(`route="${url}"`);
    await ctx.app.inject({ method: 'POST', url: '/no/such/place?email=siti@example.co.id' });
    const unmatched = await scrape();
    expect(figure(unmatched, 'crabclaw_http_requests_total', 'method="POST",route="unmatched",status_code="404"')).toBe(
      1,
    );
    expect(unmatched).not.toContain('siti@example.co.id');
  });

  it('counts rate-limit refusals by route and what was counted', async () => {
    const track = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Orders/track',
        payload: { orderNumber: 'CC-20260101-0001', contact: `x${n}@example.id` },
        remoteAddress: `10.7.0.${n}`,
      });
    const refusals = (text: string) =>
      figure(text, 'crabclaw_rate_limit_refusals_total', 'route="/api/Orders/track",limit="order"');
    const before = await scrape();
    const refused = [];
    for (let n = 1; n <= 11; n++) refused.push((await track(n)).statusCode);
    expect(refused.at(-1)).toBe(429);
    expect(refusals(await scrape())).toBe(refusals(before) + 1);
  });
});
