import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertGeneralParameters, insertProduct } from '../../test/fixtures.ts';

const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'toko.example' } });

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
    expect(html).toContain('<title data-seo>Kepiting Bakau &lt;Jumbo&gt; - Rp 259.000 | CrabClaw Seafood</title>');
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

  it('describes the home page as website, organization and local business', async () => {
    await insertGeneralParameters(ctx.database.db);
    const html = (await get('/public/home')).body;
    expect(jsonLd(html).map((data) => data['@type'])).toEqual(['WebSite', 'Organization', 'LocalBusiness']);
    expect(html).toContain('<meta name="description"');
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
