import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductPageSchema, StoreBannerSchema, StoreProductSchema } from '@crabclaw/shared';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { useTestApp } from '../../test/app.ts';
import { insertBanner, insertCategory, insertProduct, orderPayload } from '../../test/fixtures.ts';
import { editPrice, fetchRaw, renameInDatabase, seedCrabs, servedOverHttp } from './test-catalogue.ts';
import { signInAs } from '../../test/staff.ts';

const ctx = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const HOUR = 3_600_000;

describe('cached catalogue reads', () => {
  it('answers a list from the cache, and with the new price as soon as a price edit is answered', async () => {
    const { mudCrab } = await seedCrabs(ctx);
    const page = async () => (await get('/api/Product/paginated?page=1&pageSize=12')).json().data[0];
    expect(await page()).toMatchObject({ productId: mudCrab.id, price: 259_000 });
    await renameInDatabase(ctx, mudCrab.id, { nameEn: 'Crab From The Database' });
    expect((await page()).productNameEn).toBe('Live Mud Crab');

    await editPrice(ctx, mudCrab, 300_000);
    expect(await page()).toMatchObject({ price: 300_000, productNameEn: 'Crab From The Database' });
  });

  it('answers 304 to a matching ETag, and 200 with the new body once the product changed', async () => {
    const { mudCrab } = await seedCrabs(ctx);
    const url = `/api/Product/${mudCrab.id}`;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(url, { 'accept-encoding': encoding });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+(\.br|\.gz)?"$/);
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: 'accept-encoding' });
      // A CDN may weaken the tag; If-None-Match compares weakly.
      expect((await get(url, { 'accept-encoding': encoding, 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    }
    const before = await get(url);
    // A save that changes nothing shown drops the answer; computed again, it is the same and still a 304.
    await editPrice(ctx, mudCrab, mudCrab.originalPrice, mudCrab.discountPrice);
    expect((await get(url, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);
    await editPrice(ctx, mudCrab, 310_000);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().price).toBe(310_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows the stock an order took and a cancellation gave back in the cached product, list and featured', async () => {
    const { mudCrab } = await seedCrabs(ctx);
    const stockIn = async () => ({
      product: (await get(`/api/Product/${mudCrab.id}`)).json().stock,
      page: (await get('/api/Product/paginated')).json().data[0].stock,
      featured: (await get('/api/Product/featured')).json()[0].stock,
    });
    expect(await stockIn()).toEqual({ product: 10, page: 10, featured: 10 });

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: orderPayload([{ productId: mudCrab.id, quantity: 3 }]),
    });
    expect(order.statusCode).toBe(201);
    expect(await stockIn()).toEqual({ product: 7, page: 7, featured: 7 });

    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.json().data.orderId}/cancel`,
      headers: manager.headers,
      payload: { reason: 'Pembeli membatalkan' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockIn()).toEqual({ product: 10, page: 10, featured: 10 });
  });

  describe('answers the same bytes and headers from the cache as without it', () => {
    let uncached: Awaited<ReturnType<typeof buildApp>> | undefined;
    afterEach(async () => {
      await uncached?.close();
      uncached = undefined;
    });

    it.each(['br', 'gzip', 'identity'])('with Accept-Encoding %s', async (encoding) => {
      const { crabs, mudCrab } = await seedCrabs(ctx);
      await insertBanner(ctx.database.db, { title: 'Promo Kepiting', productId: mudCrab.id });
      uncached = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CATALOGUE_CACHE_MB: '0' }),
        database: ctx.database,
        logger: false,
        backgroundJobs: false,
      });
      const urls = [
        '/api/Product/paginated?page=1&pageSize=12',
        '/api/Product?categoryID=' + crabs.id,
        `/api/Product/${mudCrab.id}`,
        `/api/Product/by-slug/${crabs.slug}/${mudCrab.slug}`,
        '/api/Product/featured',
        `/api/Product/category/${crabs.id}`,
        `/api/Product/${mudCrab.id}/related`,
        '/api/CrabClawCategories',
        '/api/CrabClawCategories/with-product-count',
        '/api/CrabClawCategories/search?q=kep',
        '/api/Banner/active',
        '/api/general',
        '/api/general?page=1',
      ];
      const headers = { 'accept-encoding': encoding };
      for (const url of urls) {
        const miss = await get(url, headers);
        const hit = await get(url, headers);
        const plain = await uncached.inject({ method: 'GET', url, headers });
        expect(miss.statusCode, url).toBe(200);
        for (const answer of [hit, plain]) {
          expect(answer.statusCode, url).toBe(200);
          expect(answer.rawPayload.equals(miss.rawPayload), url).toBe(true);
          // Each answer has its own request id; everything else is the same.
          const perRequest = { date: undefined, 'x-request-id': expect.any(String) };
          expect({ ...answer.headers, ...perRequest }, url).toEqual({ ...miss.headers, ...perRequest });
        }
        expect(miss.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  describe('over HTTP, where hits are answered before Fastify', () => {
    const serve = servedOverHttp(ctx);

    it('sends a hit with the status, headers in their order and bytes of the miss before it', async () => {
      const { mudCrab } = await seedCrabs(ctx);
      const base = await serve();
      const urls = ['/api/Product/paginated?pageSize=12', `/api/Product/${mudCrab.id}`, '/api/CrabClawCategories'];
      for (const encoding of ['br', 'gzip', 'identity']) {
        for (const url of urls) {
          const miss = await fetchRaw(`${base}${url}`, { 'accept-encoding': encoding });
          const hit = await fetchRaw(`${base}${url}`, { 'accept-encoding': encoding });
          expect(miss.status, url).toBe(200);
          expect(hit, url).toEqual(miss);
          const etag = miss.headers.find((header) => header.startsWith('etag: '))!.slice('etag: '.length);
          const again = await fetchRaw(`${base}${url}`, { 'accept-encoding': encoding, 'if-none-match': etag });
          expect(again.status, url).toBe(304);
          expect(again.body, url).toHaveLength(0);
        }
      }
      // Served from the cache indeed: a change behind the shop's back does not show.
      await renameInDatabase(ctx, mudCrab.id, { nameEn: 'Not Yet' });
      const product = await fetchRaw(`${base}/api/Product/${mudCrab.id}`, {});
      expect(JSON.parse(product.body.toString()).productNameEn).toBe('Live Mud Crab');
    });
  });

  it('serializes bodies exactly as the zod schema of the route would', async () => {
    const { mudCrab } = await seedCrabs(ctx);
    await insertBanner(ctx.database.db, { title: 'Promo', titleEn: null, productId: mudCrab.id });
    const cases: [string, z.ZodType][] = [
      ['/api/Product/paginated', ProductPageSchema],
      [`/api/Product/${mudCrab.id}`, StoreProductSchema],
      ['/api/Banner/active', z.array(StoreBannerSchema)],
    ];
    for (const [url, schema] of cases) {
      const body = (await get(url)).body;
      expect(body, url).toBe(JSON.stringify(schema.parse(JSON.parse(body))));
    }
  });

  it('never keeps an error: a product that did not exist is found once it does', async () => {
    const { softShell } = await seedCrabs(ctx);
    const nextId = softShell.id + 1;
    expect((await get(`/api/Product/${nextId}`)).statusCode).toBe(404);
    expect((await get(`/api/Product/${nextId}`)).statusCode).toBe(404);
    // Written behind the shop's back: had the 404 been kept, it would still be answered.
    const crab = await insertProduct(ctx.database.db, { name: 'Rajungan', categoryId: softShell.categoryId });
    expect(crab.id).toBe(nextId);
    expect((await get(`/api/Product/${nextId}`)).statusCode).toBe(200);
  });

  it('reads query keys in any letter case as the route does', async () => {
    const { crabs } = await seedCrabs(ctx);
    const shrimp = await insertCategory(ctx.database.db, { name: 'Udang' });
    await insertProduct(ctx.database.db, { name: 'Udang Vaname', categoryId: shrimp.id });
    const names = async (url: string) =>
      (await get(url)).json().data.map((product: { productName: string }) => product.productName);
    expect(await names(`/api/Product/paginated?categoryId=${shrimp.id}`)).toEqual(['Udang Vaname']);
    expect(await names(`/api/Product/paginated?CATEGORYID=${shrimp.id}`)).toEqual(['Udang Vaname']);
    expect(await names(`/api/Product/paginated?categoryid=${crabs.id}&PageSize=1`)).toHaveLength(1);
  });

  describe('active banners change by the clock alone', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows a banner once its start has passed and hides it after its end', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T00:00:00Z') });
      const now = Date.now();
      await insertBanner(ctx.database.db, {
        title: 'Promo Lebaran',
        startDate: new Date(now + HOUR),
        endDate: new Date(now + 2 * HOUR),
      });
      const titles = async () =>
        (await get('/api/Banner/active')).json().map((banner: { title: string }) => banner.title);
      expect(await titles()).toEqual([]);
      vi.setSystemTime(now + HOUR);
      expect(await titles()).toEqual(['Promo Lebaran']);
      vi.setSystemTime(now + 2 * HOUR);
      expect(await titles()).toEqual(['Promo Lebaran']);
      vi.setSystemTime(now + 2 * HOUR + 1);
      expect(await titles()).toEqual([]);
    });
  });
});
