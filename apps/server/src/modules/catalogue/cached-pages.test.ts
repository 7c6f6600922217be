import { existsSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ShippingSettings } from '@crabclaw/shared';
import { shopPages } from '../../db/schema/index.ts';
import { webDist } from '../../plugins/web.ts';
import { useTestApp } from '../../test/app.ts';
import { insertProduct, orderPayload } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
import { noteCachedRead, renderAgainIfChanged, renderConsistently } from './cached-pages.ts';
import { productTag, ReadCache, SALES_RANKING_TAG, type CatalogueChange } from './read-cache.ts';
import { editPrice, fetchRaw, renameInDatabase, seedCrabs, servedOverHttp } from './test-catalogue.ts';

const ctx = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

// Decision 020. The pages are rendered by the web app's server build: these run after `npm run build`.
describe.skipIf(!existsSync(`${webDist}/server/entry-server.js`))('rendered pages from the read cache', () => {
  it('keeps each page until the catalogue changes, and shows a price edit on the next load of every page', async () => {
    const { crabs, mudCrab } = await seedCrabs(ctx);
    const pages = [
      '/public/home',
      '/public/products',
      '/public/products?q=bakau',
      `/category/${crabs.slug}`,
      `/product/${crabs.slug}/${mudCrab.slug}`,
    ];
    for (const url of pages) expect(await page(url), url).toContain('Rp 259.000');
    // Behind the shop's back: every page is answered as it was kept.
    await renameInDatabase(ctx, mudCrab.id, { name: 'Kepiting Dari Database' });
    for (const url of pages) expect(await page(url), url).not.toContain('Kepiting Dari Database');

    await editPrice(ctx, mudCrab, 300_000);
    for (const url of pages) {
      const html = await page(url);
      expect(html, url).toContain('Rp 300.000');
      expect(html, url).not.toContain('Rp 259.000');
    }
  });

  it('shows the stock an order took on the product’s page, and keeps the pages of other products', async () => {
    const { crabs, mudCrab, softShell } = await seedCrabs(ctx);
    const mudCrabPage = `/product/${crabs.slug}/${mudCrab.slug}`;
    const softShellPage = `/product/${crabs.slug}/${softShell.slug}`;
    expect(await page(mudCrabPage)).toMatch(/Stok[^<]*10/);
    await page(softShellPage);
    await renameInDatabase(ctx, softShell.id, { name: 'Soka Dari Database' });

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: orderPayload([{ productId: mudCrab.id, quantity: 3 }]),
    });
    expect(order.statusCode).toBe(201);
    expect(await page(mudCrabPage)).toMatch(/Stok[^<]*7/);
    expect(await page(softShellPage)).not.toContain('Soka Dari Database');
  });

  it('gives each language its own page, and a signed-in staff member a page rendered for them alone', async () => {
    await seedCrabs(ctx);
    const english = { cookie: 'selectedLanguage=en' };
    expect(await page('/public/products')).toContain('<html lang="id"');
    expect(await page('/public/products', english)).toContain('<html lang="en"');
    expect(await page('/public/products')).toContain('<html lang="id"');

    // A kept page carries its ETag; a page rendered for a staff member is sent as rendered, without one.
    const visitor = await get('/public/products');
    expect(visitor.headers.etag).toBeDefined();
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    for (const cookie of [manager.headers.cookie, `${manager.headers.cookie}; selectedLanguage=en`]) {
      const staff = await get('/public/products', { cookie });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers.etag, cookie).toBeUndefined();
    }
    expect((await get('/public/products')).headers.etag).toBe(visitor.headers.etag);
  });

  it('finds a long-named product’s page and its read by slug, and sends the page as HTML', async () => {
    const { crabs } = await seedCrabs(ctx);
    const name =
      'Kepiting Bakau Jantan Super Hidup Kualitas Ekspor Pilihan Nelayan Pantai Utara Jawa dalam Kemasan Vakum Berpendingin Es Batu';
    const long = await insertProduct(ctx.database.db, { name, categoryId: crabs.id, stock: 5 });
    // Its slug is longer than the router's default limit on a parameter (100 characters).
    expect(long.slug.length).toBeGreaterThan(100);
    expect((await get(`/api/Product/by-slug/${crabs.slug}/${long.slug}`)).statusCode).toBe(200);
    for (const attempt of [1, 2]) {
      const response = await get(`/product/${crabs.slug}/${long.slug}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
      expect(response.headers['content-type'], `attempt ${attempt}`).toBe('text/html; charset=utf-8');
      expect(response.body, `attempt ${attempt}`).toContain(name);
    }
  });

  it('answers 304 to a page’s ETag, and 200 with the new page once the catalogue changed', async () => {
    const { crabs, mudCrab } = await seedCrabs(ctx);
    const url = `/product/${crabs.slug}/${mudCrab.slug}`;
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding, cookie');
    const etag = String(first.headers.etag);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    await editPrice(ctx, mudCrab, 300_000);
    const changed = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps the terms, stating the delivery times the shop set, until staff save others', async () => {
    await ctx.database.db.insert(shopPages).values({
      key: 'terms',
      id: '<p>Reguler {{regularDays}} hari kerja.</p>',
      en: '<p>Regular {{regularDays}} days.</p>',
    });
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const settings = (await get('/api/admin/shipping', manager.headers)).json() as ShippingSettings;
    const regular = settings.methods.find((method) => method.id === 'regular')!;
    const first = await get('/terms');
    expect(first.body).toContain(`Reguler ${regular.minDays}-${regular.maxDays} hari kerja`);
    // Kept: a page rendered again would carry the time of its render in its state, and another ETag.
    expect((await get('/terms')).headers.etag).toBe(first.headers.etag);

    const slower = {
      ...settings,
      methods: settings.methods.map((m) => (m === regular ? { ...m, minDays: 4, maxDays: 6 } : m)),
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/shipping',
      headers: manager.headers,
      payload: slower,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await page('/terms')).toContain('Reguler 4-6 hari kerja');
  });

  it('keeps home through a thousand distinct searches', { timeout: 600_000 }, async () => {
    const { mudCrab } = await seedCrabs(ctx);
    // Home is asked for again, as its visitors do; every search once.
    expect(await page('/public/home')).toContain('Kepiting Bakau Hidup');
    await page('/public/home');
    await renameInDatabase(ctx, mudCrab.id, { name: 'Kepiting Dari Database' });
    for (let search = 1; search <= 1_000; search += 1) {
      const response = await get(`/public/products?q=${search}`);
      expect(response.statusCode).toBe(200);
    }
    expect(await page('/public/home')).not.toContain('Kepiting Dari Database');
  });

  describe('over HTTP, where hits are answered before Fastify', () => {
    const serve = servedOverHttp(ctx);

    it('sends a kept page with the status, headers in their order and bytes of the render before it', async () => {
      const { crabs, mudCrab } = await seedCrabs(ctx);
      const base = await serve();
      const urls = ['/public/home', `/product/${crabs.slug}/${mudCrab.slug}`, '/public/products?q=bakau'];
      for (const encoding of ['br', 'gzip', 'identity']) {
        for (const cookie of ['selectedLanguage=id', 'selectedLanguage=en']) {
          for (const url of urls) {
            const headers = { 'accept-encoding': encoding, cookie };
            const rendered = await fetchRaw(`${base}${url}`, headers);
            const kept = await fetchRaw(`${base}${url}`, headers);
            expect(rendered.status, url).toBe(200);
            expect(kept, url).toEqual(rendered);
            const etag = rendered.headers.find((header) => header.startsWith('etag: '))!.slice('etag: '.length);
            const again = await fetchRaw(`${base}${url}`, { ...headers, 'if-none-match': etag });
            expect(again.status, url).toBe(304);
          }
        }
      }
      await renameInDatabase(ctx, mudCrab.id, { name: 'Kepiting Dari Database', nameEn: 'Crab From The Database' });
      for (const cookie of ['selectedLanguage=id', 'selectedLanguage=en']) {
        const kept = await fetchRaw(`${base}/public/home`, { cookie });
        expect(kept.body.toString(), cookie).not.toContain('From The Database');
        expect(kept.body.toString(), cookie).toContain(`<html lang="${cookie.slice(-2)}"`);
      }
    });
  });
});

describe('a page whose reads a catalogue change touched while it was rendered', () => {
  /** Renders a "page" that reads product 1 and sees `changes` (tags) arrive in its first attempts. */
  async function render(changes: CatalogueChange[]) {
    const cache = new ReadCache(1_000_000);
    const request = {} as FastifyRequest;
    let attempts = 0;
    await renderConsistently(request, cache, async () => {
      attempts += 1;
      noteCachedRead([productTag(1)]);
      const change = changes[attempts - 1];
      if (change) cache.invalidate(change);
      renderAgainIfChanged(request);
    });
    return attempts;
  }

  it('is rendered again, and sent once a render saw no change of what it shows', async () => {
    expect(await render([[productTag(1)]])).toBe(2);
    expect(await render(['all', [productTag(1)]])).toBe(3);
  });

  it('is sent at once when the change touched only other products', async () => {
    expect(await render([[productTag(2), SALES_RANKING_TAG]])).toBe(1);
  });

  it('is sent as it is after three renders, however often the catalogue changes', async () => {
    expect(await render(['all', 'all', 'all', 'all'])).toBe(3);
  });
});
