import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertProduct } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
import type { products } from '../../db/schema/index.ts';

// Issue 23: a Discontinued product leaves every storefront list, search and count; its page stays.

const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function seedCrabs() {
  const db = ctx.database.db;
  const crabs = await insertCategory(db, { name: 'Kepiting' });
  const sold = await insertProduct(db, { name: 'Kepiting Bakau', categoryId: crabs.id, isFeatured: true });
  const gone = await insertProduct(db, {
    name: 'Kepiting Rajungan',
    categoryId: crabs.id,
    status: 'Discontinued',
    isFeatured: true,
  });
  return { crabs, sold, gone };
}

const namesIn = (products: { productName: string }[]) => products.map((product) => product.productName);

/** The status change as the back office's edit form sends it. */
async function setStatus(product: typeof products.$inferSelect, status: string) {
  const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/Product/${product.id}`,
    headers: manager.headers,
    payload: {
      productName: product.name,
      categoryId: product.categoryId,
      description: product.description,
      weight: product.weight,
      location: product.location,
      originalPrice: product.originalPrice,
      discountPrice: product.discountPrice,
      productStatus: status,
      rating: product.rating,
      soldBeforeOnline: product.soldBeforeOnline,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a Discontinued product', () => {
  it('is left out of the lists, the search, the category counts, related products and the sitemap', async () => {
    const { crabs, sold, gone } = await seedCrabs();
    expect(namesIn((await get('/api/Product/paginated')).json().data)).toEqual(['Kepiting Bakau']);
    expect((await get('/api/Product/paginated?search=rajungan')).json().totalCount).toBe(0);
    expect(namesIn((await get('/api/Product')).json())).toEqual(['Kepiting Bakau']);
    expect(namesIn((await get(`/api/Product/category/${crabs.id}`)).json())).toEqual(['Kepiting Bakau']);
    expect(namesIn((await get('/api/Product/featured')).json())).toEqual(['Kepiting Bakau']);
    const [category] = (await get('/api/CrabClawCategories/with-product-count')).json();
    expect(category.productCount).toBe(1);
    const other = await insertProduct(ctx.database.db, { name: 'Kepiting Soka', categoryId: crabs.id });
    expect(namesIn((await get(`/api/Product/${other.id}/related`)).json())).toEqual(['Kepiting Bakau']);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(sold.slug);
    expect(sitemap).not.toContain(gone.slug);
  });

  it('keeps its page, which tells crawlers it is discontinued', async () => {
    const { crabs, gone } = await seedCrabs();
    const product = await get(`/api/Product/by-slug/${crabs.slug}/${gone.slug}`);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ productStatus: 'Discontinued', inStock: false });
    const page = await get(`/product/${crabs.slug}/${gone.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('https://schema.org/Discontinued');
  });

  it('leaves the cached list and counts as soon as staff discontinue it, and comes back when they sell it again', async () => {
    const { sold } = await seedCrabs();
    // Read once so the answers are cached before the change.
    expect((await get('/api/Product/paginated')).json().totalCount).toBe(1);
    expect((await get('/api/CrabClawCategories/with-product-count')).json()[0].productCount).toBe(1);
    await setStatus(sold, 'Discontinued');
    expect((await get('/api/Product/paginated')).json().totalCount).toBe(0);
    expect((await get('/api/CrabClawCategories/with-product-count')).json()[0].productCount).toBe(0);
    await setStatus(sold, 'Fresh');
    expect(namesIn((await get('/api/Product/paginated')).json().data)).toEqual(['Kepiting Bakau']);
  });

  it('still counts in the back office, whose list shows it', async () => {
    const { crabs } = await seedCrabs();
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/CrabClawCategories/admin/${crabs.id}`,
      headers: manager.headers,
    });
    expect(response.json().productCount).toBe(2);
  });
});
