import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { generalParameters, products } from '../../db/schema/index.ts';
import { forgetCachedCatalogue, useTestApp } from '../../test/app.ts';
import { insertCategory, insertGeneralParameters, insertProduct } from '../../test/fixtures.ts';

const ctx = useTestApp();

/** An app on the test database with extra settings; closed by the caller. */
const appWith = (env: Record<string, string>) =>
  buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database: ctx.database,
    logger: false,
  });

// The shop as deployed on its own domain: toko.example is an allowed host.
let shop: App | undefined;
beforeEach(async () => {
  // The heads come from the shop's catalogue cache, which outlives each test's data unless dropped.
  if (shop) await forgetCachedCatalogue(shop);
  shop ??= await appWith({ ALLOWED_HOSTS: 'toko.example' });
});
afterAll(() => shop?.close());
const get = (url: string) => shop!.inject({ method: 'GET', url, headers: { host: 'toko.example' } });

type JsonLd = { '@type': string; [key: string]: unknown };

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json" data-seo>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

async function seedCatalogue() {
  const crabs = await insertCategory(ctx.database.db, {
    name: 'Kepiting',
    description: 'Kepiting bakau dan rajungan.',
  });
  const product = await insertProduct(ctx.database.db, {
    name: 'Kepiting Bakau <Jumbo>',
    categoryId: crabs.id,
    originalPrice: 285_000,
    discountPrice: 259_000,
    description: 'Kepiting "super" dari Balikpapan </script><script>alert(1)</script>',
    barcode: '8991000000013',
  });
  return { crabs, product };
}

describe('server-written heads', () => {
  it('gives a product page its title, description, canonical link, Open Graph and JSON-LD', async () => {
    await seedCatalogue();
    const response = await get('/product/kepiting/kepiting-bakau-jumbo');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-seo>Kepiting Bakau &lt;Jumbo&gt; - Rp 259.000 /kg | CrabClaw Seafood</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://toko.example/product/kepiting/kepiting-bakau-jumbo" data-seo>',
    );
    expect(html).toContain('<meta property="og:type" content="product" data-seo>');
    expect(html).toContain('<meta name="twitter:title"');
    expect(html).not.toContain('<script>alert(1)</script>');
    const [product, crumbs] = jsonLd(html) as [JsonLd, JsonLd];
    expect(product).toMatchObject({
      '@type': 'Product',
      gtin13: '8991000000013',
      offers: { price: 259_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement as unknown[]).toHaveLength(4);
  });

  it('names the sale unit in the title and in the offer’s unit price (issue 10)', async () => {
    const shrimp = await insertCategory(ctx.database.db, { name: 'Udang' });
    await insertProduct(ctx.database.db, {
      name: 'Udang Vaname Beku',
      categoryId: shrimp.id,
      originalPrice: 205_000,
      saleUnit: 'pack',
      weight: 2,
    });
    await insertProduct(ctx.database.db, {
      name: 'Lobster Mutiara Hidup',
      categoryId: shrimp.id,
      originalPrice: 450_000,
      saleUnit: 'piece',
      weight: 0.5,
    });
    const pack = (await get('/product/udang/udang-vaname-beku')).body;
    expect(pack).toContain('<title data-seo>Udang Vaname Beku - Rp 205.000 /pak 2 kg | CrabClaw Seafood</title>');
    expect(jsonLd(pack)[0]).toMatchObject({
      weight: { '@type': 'QuantitativeValue', value: 2, unitCode: 'KGM' },
      offers: {
        '@type': 'Offer',
        price: 205_000,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 205_000,
          priceCurrency: 'IDR',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 2, unitCode: 'KGM', unitText: 'pak 2 kg' },
        },
      },
    });
    const piece = jsonLd((await get('/product/udang/lobster-mutiara-hidup')).body)[0]!;
    expect(piece.offers).toMatchObject({
      priceSpecification: { referenceQuantity: { value: 1, unitCode: 'C62', unitText: 'ekor ±500 g' } },
    });
  });

  it('states a price per kilogram as one kilogram in the offer', async () => {
    await seedCatalogue();
    const [product] = jsonLd((await get('/product/kepiting/kepiting-bakau-jumbo')).body);
    expect(product).not.toHaveProperty('weight');
    expect(product!.offers).toMatchObject({
      priceSpecification: { referenceQuantity: { value: 1, unitCode: 'KGM', unitText: 'kg' } },
    });
  });

  it('describes the home page as website, organization and local business, with the facts staff set', async () => {
    await insertGeneralParameters(ctx.database.db);
    await ctx.database.db
      .insert(generalParameters)
      .values({ paramCode: '011', paramName: 'Instagram', deskripsi: 'instagram.com/toko_laut' });
    const html = (await get('/public/home')).body;
    const [, organization, business] = jsonLd(html);
    expect(jsonLd(html).map((data) => data['@type'])).toEqual(['WebSite', 'Organization', 'LocalBusiness']);
    expect(organization).toMatchObject({ telephone: '+62 812-8800-2015', sameAs: ['https://instagram.com/toko_laut'] });
    expect(business).toMatchObject({
      address: { streetAddress: 'Jl. Pluit Raya No. 88, Jakarta Utara' },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      ],
    });
    expect(html).toContain('<meta name="description"');
  });

  it('leaves out of the structured data what staff have not set', async () => {
    const [business] = jsonLd((await get('/public/home')).body).slice(2);
    expect(business).not.toHaveProperty('openingHoursSpecification');
    expect(business).not.toHaveProperty('address');
    expect(business).not.toHaveProperty('telephone');
  });

  it('describes a category with its starting price, and answers 404 with noindex for unknown ones', async () => {
    await seedCatalogue();
    const html = (await get('/category/kepiting')).body;
    expect(html).toContain('Mulai Rp 259.000');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'CollectionPage', offers: { lowPrice: 259_000 } });
    const missing = await get('/category/tidak-ada');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" data-seo>');
    expect((await get('/product/kepiting/tidak-ada')).statusCode).toBe(404);
  });
});

/** A page in the language a visitor chose (the `selectedLanguage` cookie the storefront sets). */
const getIn = (language: 'id' | 'en', url: string) =>
  shop!.inject({ method: 'GET', url, headers: { host: 'toko.example' }, cookies: { selectedLanguage: language } });

/** The content of the page's one `<meta name=…>` or `<meta property=…>` tag named `key`. */
function metaContent(html: string, key: string): string | undefined {
  const tags = [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))];
  expect(tags, key).toHaveLength(1);
  return tags[0]![1];
}

const titleOf = (html: string) => /<title data-seo>([^<]*)<\/title>/.exec(html)?.[1];

// Issue 21: the heads are in the language the page is rendered in, not in Indonesian whatever the page says.
describe('heads in the page’s language', () => {
  async function seedBilingualCatalogue() {
    await insertGeneralParameters(ctx.database.db);
    const crabs = await insertCategory(ctx.database.db, {
      name: 'Kepiting',
      nameEn: 'Crab',
      description: 'Kepiting bakau dan rajungan.',
      descriptionEn: 'Mud crabs and blue swimmer crabs.',
    });
    await insertProduct(ctx.database.db, {
      name: 'Kepiting Bakau Jumbo',
      nameEn: 'Jumbo Mud Crab',
      categoryId: crabs.id,
      originalPrice: 259_000,
      saleUnit: 'piece',
      weight: 0.5,
      description: 'Kepiting bakau dari Balikpapan.',
      descriptionEn: 'Mud crab from Balikpapan.',
    });
  }

  it('writes the home page’s head in Indonesian by default and in English for an English visitor', async () => {
    await insertGeneralParameters(ctx.database.db);
    const indonesian = (await get('/public/home')).body;
    expect(titleOf(indonesian)).toBe('CrabClaw Seafood - Seafood Segar, Hidup dan Beku dari Laut Nusantara');
    expect(metaContent(indonesian, 'description')).toMatch(/^Belanja kepiting, udang, lobster/);
    expect(metaContent(indonesian, 'og:locale')).toBe('id_ID');
    expect((await getIn('id', '/public/home')).body).toBe(indonesian);

    const english = (await getIn('en', '/public/home')).body;
    expect(english).toContain('<html lang="en"');
    expect(titleOf(english)).toBe('CrabClaw Seafood - Fresh, Live and Frozen Seafood from the Indonesian Seas');
    expect(metaContent(english, 'description')).toMatch(/^Shop live, fresh, frozen and dried crab/);
    expect(metaContent(english, 'og:description')).toBe(metaContent(english, 'description'));
    expect(metaContent(english, 'og:locale')).toBe('en_US');
  });

  it('writes a product’s head from its English texts for an English visitor, and its Indonesian ones otherwise', async () => {
    await seedBilingualCatalogue();
    const indonesian = (await getIn('id', '/product/kepiting/kepiting-bakau-jumbo')).body;
    expect(titleOf(indonesian)).toBe('Kepiting Bakau Jumbo - Rp 259.000 /ekor ±500 g | CrabClaw Seafood');
    expect(metaContent(indonesian, 'description')).toBe('Kepiting bakau dari Balikpapan.');
    expect(metaContent(indonesian, 'og:locale')).toBe('id_ID');
    const [product, crumbs] = jsonLd(indonesian);
    expect(product).toMatchObject({ name: 'Kepiting Bakau Jumbo', category: 'Kepiting' });
    expect((crumbs!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Beranda',
      'Produk',
      'Kepiting',
      'Kepiting Bakau Jumbo',
    ]);

    const english = (await getIn('en', '/product/kepiting/kepiting-bakau-jumbo')).body;
    expect(titleOf(english)).toBe('Jumbo Mud Crab - Rp 259.000 /piece ~500 g | CrabClaw Seafood');
    expect(metaContent(english, 'description')).toBe('Mud crab from Balikpapan.');
    expect(metaContent(english, 'twitter:title')).toBe(titleOf(english));
    expect(metaContent(english, 'og:locale')).toBe('en_US');
    const [englishProduct, englishCrumbs] = jsonLd(english);
    expect(englishProduct).toMatchObject({
      name: 'Jumbo Mud Crab',
      description: 'Mud crab from Balikpapan.',
      category: 'Crab',
      offers: { priceSpecification: { referenceQuantity: { unitText: 'piece ~500 g' } } },
    });
    expect((englishCrumbs!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Products',
      'Crab',
      'Jumbo Mud Crab',
    ]);
  });

  it('writes a category’s head in the visitor’s language, its starting price included', async () => {
    await seedBilingualCatalogue();
    const indonesian = (await getIn('id', '/category/kepiting')).body;
    expect(titleOf(indonesian)).toBe('Kepiting Segar | CrabClaw Seafood');
    expect(metaContent(indonesian, 'description')).toBe('Kepiting bakau dan rajungan. Mulai Rp 259.000.');
    expect(metaContent(indonesian, 'og:locale')).toBe('id_ID');

    const english = (await getIn('en', '/category/kepiting')).body;
    expect(titleOf(english)).toBe('Fresh Crab | CrabClaw Seafood');
    expect(metaContent(english, 'description')).toBe('Mud crabs and blue swimmer crabs. From Rp 259.000.');
    expect(metaContent(english, 'og:locale')).toBe('en_US');
    const [page, crumbs] = jsonLd(english);
    expect(page).toMatchObject({
      name: 'Crab',
      description: 'Mud crabs and blue swimmer crabs.',
      mainEntity: { itemListElement: [{ name: 'Jumbo Mud Crab' }] },
    });
    expect((crumbs!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Products',
      'Crab',
    ]);
  });

  it('falls back to the Indonesian texts of a product staff gave no English ones', async () => {
    await seedCatalogue();
    const english = (await getIn('en', '/product/kepiting/kepiting-bakau-jumbo')).body;
    expect(titleOf(english)).toBe('Kepiting Bakau &lt;Jumbo&gt; - Rp 259.000 /kg | CrabClaw Seafood');
    expect(metaContent(english, 'og:locale')).toBe('en_US');
  });

  it('tells an English visitor in English that a product or category does not exist', async () => {
    const product = await getIn('en', '/product/kepiting/tidak-ada');
    expect(product.statusCode).toBe(404);
    expect(titleOf(product.body)).toBe('Product not found | CrabClaw Seafood');
    expect(metaContent(product.body, 'description')).toMatch(/^Shop live, fresh/);
    const category = await getIn('en', '/category/tidak-ada');
    expect(titleOf(category.body)).toBe('Category not found | CrabClaw Seafood');
    expect(titleOf((await get('/category/tidak-ada')).body)).toBe('Kategori tidak ditemukan | CrabClaw Seafood');
  });
});

/** Counts the statements sent to the test database (both drivers' clients send them through `query`). */
function countQueries() {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  return {
    count: () => spy.mock.calls.length,
    [Symbol.dispose]: () => spy.mockRestore(),
  };
}

// Issue 12: the heads come from the catalogue's cached reads, the ones the page's render reads (decision 012).
describe('heads from the catalogue cache', () => {
  const PRODUCT_PAGE = '/product/kepiting/kepiting-bakau-jumbo';

  it('shows a changed price in a product’s head only when the API does: after a catalogue write', async () => {
    const { product } = await seedCatalogue();
    expect((await get(PRODUCT_PAGE)).body).toContain('Rp 259.000');
    // Changed outside the shop: no write drops the cached answer, so the API and the head keep the old price.
    await ctx.database.db.update(products).set({ discountPrice: 0, price: 285_000 }).where(eq(products.id, product.id));
    expect((await get('/api/Product/by-slug/kepiting/kepiting-bakau-jumbo')).json()).toMatchObject({
      price: 259_000,
    });
    expect((await get(PRODUCT_PAGE)).body).toContain('Rp 259.000');
    await forgetCachedCatalogue(shop!);
    const html = (await get(PRODUCT_PAGE)).body;
    expect(html).toContain('<title data-seo>Kepiting Bakau &lt;Jumbo&gt; - Rp 285.000 /kg | CrabClaw Seafood</title>');
    expect(jsonLd(html)[0]).toMatchObject({ offers: { price: 285_000 } });
  });

  it('lists a category’s first page in its head, with the starting price of the whole category', async () => {
    const shrimp = await insertCategory(ctx.database.db, { name: 'Udang', description: 'Udang segar.' });
    const prices = [90_000, 80_000, 120_000, 70_000, 150_000, 95_000, 60_000, 110_000, 85_000, 99_000, 130_000];
    for (const [i, price] of [...prices, 75_000, 140_000, 45_000].entries()) {
      await insertProduct(ctx.database.db, { name: `Udang ${i + 1}`, categoryId: shrimp.id, originalPrice: price });
    }
    const html = (await get('/category/udang')).body;
    // The cheapest is the last product: past the page the head lists, still its starting price.
    expect(html).toContain('<meta name="description" content="Udang segar. Mulai Rp 45.000." data-seo>');
    const [page] = jsonLd(html);
    expect(page).toMatchObject({ offers: { lowPrice: 45_000, offerCount: 14 } });
    const listed = (page!.mainEntity as { itemListElement: { position: number; name: string; url: string }[] })
      .itemListElement;
    expect(listed).toHaveLength(12);
    expect(listed[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Udang 1',
      url: 'http://toko.example/product/udang/udang-1',
    });
    expect(listed.map((item) => item.name)).not.toContain('Udang 14');
  });

  it('queries the database for a landing page only while the catalogue cache lacks its answers', async () => {
    await insertGeneralParameters(ctx.database.db);
    await seedCatalogue();
    const pages = ['/public/home', PRODUCT_PAGE, '/category/kepiting'];
    using queries = countQueries();
    for (const url of pages) expect((await get(url)).statusCode, url).toBe(200);
    const firstLandings = queries.count();
    expect(firstLandings).toBeGreaterThan(0);
    for (const url of pages) expect((await get(url)).statusCode, url).toBe(200);
    // The head's reads are the render's own: the page's product comes from the same cached answer.
    expect((await get('/api/Product/by-slug/kepiting/kepiting-bakau-jumbo')).statusCode).toBe(200);
    expect(queries.count()).toBe(firstLandings);
  });
});

describe('sitemap and robots', () => {
  it('lists every category and product by its canonical URL', async () => {
    await seedCatalogue();
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>http://toko.example/category/kepiting</loc>');
    expect(response.body).toContain('<loc>http://toko.example/product/kepiting/kepiting-bakau-jumbo</loc>');
  });

  it('keeps crawlers out of the back office', async () => {
    const body = (await get('/robots.txt')).body;
    expect(body).toContain('Disallow: /app');
    expect(body).toContain('Disallow: /auth');
    expect(body).toContain('Sitemap: http://toko.example/sitemap.xml');
  });
});

describe('the origin links point to (issue 8)', () => {
  const EVIL_HOST = 'evil.example"><script>alert(1)</script>';
  const urls = ['/sitemap.xml', '/robots.txt', '/public/home', '/product/kepiting/kepiting-bakau-jumbo'];

  it('never writes a Host it does not know: links fall back to localhost on PORT', async () => {
    await seedCatalogue();
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: EVIL_HOST } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('evil.example');
      expect(response.body, url).not.toContain('<script>alert(1)');
      expect(response.body, url).toContain('http://localhost:3000/');
    }
  });

  it('believes a trusted proxy’s X-Forwarded-Host only for an allowed host, and never over PUBLIC_URL', async () => {
    await seedCatalogue();
    const proxied = await appWith({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'toko.example,www.toko.example' });
    const pinned = await appWith({ TRUST_PROXY: '1', PUBLIC_URL: 'https://crabclaw.example/' });
    const cases: [App, string, string][] = [
      [proxied, EVIL_HOST, 'http://toko.example/'],
      [proxied, 'www.toko.example', 'http://www.toko.example/'],
      [pinned, EVIL_HOST, 'https://crabclaw.example/'],
      [pinned, 'www.toko.example', 'https://crabclaw.example/'],
    ];
    try {
      for (const [app, forwardedHost, origin] of cases) {
        for (const url of urls) {
          const headers = { host: '10.0.0.5:3000', 'x-forwarded-host': forwardedHost };
          const body = (await app.inject({ method: 'GET', url, headers })).body;
          expect(body, `${forwardedHost} ${url}`).toContain(origin);
          expect(body, `${forwardedHost} ${url}`).not.toContain('<script>alert(1)');
          expect(body, `${forwardedHost} ${url}`).not.toContain('10.0.0.5');
        }
      }
    } finally {
      await Promise.all([proxied.close(), pinned.close()]);
    }
  });

  it('tells shared caches that the sitemap and robots.txt depend on the host when PUBLIC_URL is unset', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      expect((await get(url)).headers.vary, url).toContain('x-forwarded-host');
    }
  });

  it('escapes what it writes into the sitemap, and keeps `$&` in a product’s text as text', async () => {
    const crabs = await insertCategory(ctx.database.db, { name: 'Kepiting', description: 'Kepiting bakau.' });
    await insertProduct(ctx.database.db, {
      name: 'Kepiting Saus',
      slug: 'kepiting-<b>saus</b>',
      categoryId: crabs.id,
      description: 'Harga $& ongkir',
    });
    expect((await get('/sitemap.xml')).body).toContain(
      '<loc>http://toko.example/product/kepiting/kepiting-&lt;b&gt;saus&lt;/b&gt;</loc>',
    );
    const page = await get(`/product/kepiting/${encodeURIComponent('kepiting-<b>saus</b>')}`);
    expect(page.body).toContain('<meta name="description" content="Harga $&amp; ongkir" data-seo>');
  });
});
