import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { insertCategory, insertProduct } from '../test/fixtures.ts';
import { webDist } from './web.ts';

const ctx = useTestApp();
const readIndexHtml = () => readFileSync(join(webDist, 'index.html'), 'utf8');
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The state a server-rendered page hands the browser, as the browser reads it. */
function serverState(html: string): { language: string; queries: { queries: { queryKey: unknown[] }[] } } {
  const json = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its state').toBeDefined();
  return JSON.parse(json!);
}

// Decision 012. The pages are rendered by the web app's server build: these run after `npm run build`.
describe.skipIf(!existsSync(`${webDist}/server/entry-server.js`))('pages rendered on the server', () => {
  it('sends a product page with its name, price and data, one title, and no way for its text to run', async () => {
    const crabs = await insertCategory(ctx.database.db, { name: 'Kepiting' });
    await insertProduct(ctx.database.db, {
      name: 'Kepiting Bakau <Jumbo>',
      categoryId: crabs.id,
      originalPrice: 285_000,
      discountPrice: 259_000,
      description: 'Kepiting "super" </script><script>alert(1)</script>',
    });
    const response = await get('/product/kepiting/kepiting-bakau-jumbo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Kepiting Bakau &lt;Jumbo&gt;<\/h1>/);
    expect(html).toContain('Rp 259.000');
    expect(html).not.toContain('<script>alert(1)');
    const { language, queries } = serverState(html);
    expect(language).toBe('id');
    expect(queries.queries.map((query) => query.queryKey)).toContainEqual([
      'products',
      'slug',
      'kepiting',
      'kepiting-bakau-jumbo',
    ]);
  });

  it('renders in the language of the visitor’s cookie, and the page’s own title where the SEO module writes none', async () => {
    const html = (await get('/public/products', { cookie: 'selectedLanguage=en' })).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Seafood Products - CrabClaw Seafood</title>');
    expect(serverState(html).language).toBe('en');
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const response = await get('/tidak/ada');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Halaman Tidak Ditemukan - CrabClaw Seafood</title>');
    expect(response.body).toContain('Halaman tidak ditemukan');
  });

  it('sends the back office as the shell the browser renders, and the cart as its frame', async () => {
    const backOffice = (await get('/app/LandingLaporan')).body;
    expect(backOffice).toContain('<div id="root"></div>');
    expect(backOffice).not.toContain('server-state');
    const cart = (await get('/public/cart')).body;
    expect(cart).toMatch(/<h1[^>]*>Keranjang Belanja<\/h1>/);
    expect(cart).toContain('server-state');
  });

  it('answers an address it cannot decode with a page, never a 500', async () => {
    for (const url of ['/app/%E0%A4%A', '/product/%E0%A4%A/x', '/category/%FF', '/public/products?q=%E0%A4%A']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('does not serve the server build to browsers', async () => {
    expect((await get('/server/entry-server.js')).body).not.toContain('renderToPipeableStream');
  });

  it('sends the code as the build compressed it, in an encoding the browser accepts (decision 046)', async () => {
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(readIndexHtml())![1]!;
    const file = join(webDist, entry);
    const answers = {
      br: await get(entry, { 'accept-encoding': 'gzip, deflate, br' }),
      gzip: await get(entry, { 'accept-encoding': 'gzip' }),
      none: await get(entry, { 'accept-encoding': 'identity' }),
    };
    expect(answers.br.headers['content-encoding']).toBe('br');
    expect(answers.br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(answers.gzip.headers['content-encoding']).toBe('gzip');
    expect(answers.gzip.rawPayload.equals(readFileSync(`${file}.gz`))).toBe(true);
    expect(answers.none.headers['content-encoding']).toBeUndefined();
    expect(answers.none.body).toBe(readFileSync(file, 'utf8'));
    for (const answer of Object.values(answers)) {
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The copies are not files of their own.
    expect((await get(`${entry}.br`)).statusCode).toBe(404);
  });

  it('sends the files beside the page, as the icon, under their own names', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe(readFileSync(join(webDist, 'favicon.svg'), 'utf8'));
  });
});

it('answers a missing file of the web build with a plain 404, not a rendered page', async () => {
  const response = await get('/assets/index-gone.js');
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
});
