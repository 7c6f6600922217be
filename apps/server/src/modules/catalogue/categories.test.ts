import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertGeneralParameters, insertProduct } from '../../test/fixtures.ts';

const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function seedCategories() {
  const db = ctx.database.db;
  const shrimp = await insertCategory(db, { name: 'Udang', isPopular: true });
  const lobster = await insertCategory(db, { name: 'Lobster' });
  const squid = await insertCategory(db, { name: 'Squid Premium', description: 'Cumi dan sotong' });
  await insertProduct(db, { name: 'Udang Vaname', categoryId: shrimp.id });
  await insertProduct(db, { name: 'Udang Windu', categoryId: shrimp.id });
  return { shrimp, lobster, squid };
}

describe('categories', () => {
  it('lists all categories, or one page of them', async () => {
    await seedCategories();
    expect((await get('/api/CrabClawCategories')).json().map((c: { categoryName: string }) => c.categoryName)).toEqual([
      'Udang',
      'Lobster',
      'Squid Premium',
    ]);
    expect(
      (await get('/api/CrabClawCategories?page=2&limit=2')).json().map((c: { categoryName: string }) => c.categoryName),
    ).toEqual(['Squid Premium']);
    expect((await get('/api/CrabClawCategories?limit=500')).statusCode).toBe(400);
  });

  it.each(['/api/CrabClawCategories?page=3000000000&limit=10', '/api/CrabClawCategories/search?q=a&page=3000000000'])(
    'answers 400 naming the page for a page number beyond PostgreSQL integers: %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['page']);
    },
  );

  it('counts shown products per category, zero included', async () => {
    const { lobster } = await seedCategories();
    await insertProduct(ctx.database.db, { name: 'Lobster Lama', categoryId: lobster.id, deletedAt: new Date() });
    const counts = (await get('/api/CrabClawCategories/with-product-count')).json();
    expect(counts.map((c: { categoryName: string; productCount: number }) => [c.categoryName, c.productCount])).toEqual(
      [
        ['Udang', 2],
        ['Lobster', 0],
        ['Squid Premium', 0],
      ],
    );
  });

  it('states what the products for sale in each category cost, Out of Stock and Discontinued ones aside', async () => {
    const { shrimp, lobster } = await seedCategories();
    await insertProduct(ctx.database.db, { name: 'Udang Galah', categoryId: shrimp.id, originalPrice: 390_000 });
    await insertProduct(ctx.database.db, {
      name: 'Udang Rebon',
      categoryId: shrimp.id,
      originalPrice: 20_000,
      status: 'Discontinued',
    });
    await insertProduct(ctx.database.db, {
      name: 'Udang Lama',
      categoryId: shrimp.id,
      originalPrice: 5_000,
      deletedAt: new Date(),
    });
    await insertProduct(ctx.database.db, { name: 'Lobster Habis', categoryId: lobster.id, status: 'Out of Stock' });
    const counts = (await get('/api/CrabClawCategories/with-product-count')).json();
    expect(
      counts.map((c: { categoryName: string; lowestPrice: number | null; highestPrice: number | null }) => [
        c.categoryName,
        c.lowestPrice,
        c.highestPrice,
      ]),
    ).toEqual([
      ['Udang', 100_000, 390_000],
      ['Lobster', null, null],
      ['Squid Premium', null, null],
    ]);
  });

  it('lists popular categories and searches name and description', async () => {
    await seedCategories();
    expect((await get('/api/CrabClawCategories/popular')).json().map((c: { slug: string }) => c.slug)).toEqual([
      'udang',
    ]);
    const search = (await get('/api/CrabClawCategories/search?q=SOTONG&page=1&limit=10')).json();
    expect(search).toMatchObject({ totalCount: 1, currentPage: 1 });
    expect(search.data[0].slug).toBe('squid-premium');
    expect((await get('/api/CrabClawCategories/search?page=0')).statusCode).toBe(400);
  });

  it('reads one category by id and by slug, 404 for unknown ones', async () => {
    const { lobster } = await seedCategories();
    expect((await get(`/api/CrabClawCategories/${lobster.id}`)).json()).toMatchObject({
      categoryId: lobster.id,
      categoryName: 'Lobster',
      slug: 'lobster',
      lowestPrice: null,
      highestPrice: null,
    });
    expect((await get('/api/CrabClawCategories/slug/squid-premium')).json().categoryName).toBe('Squid Premium');
    // The same range on every read of a category: by slug, in the list, among the popular ones.
    const range = { lowestPrice: 100_000, highestPrice: 100_000 };
    expect((await get('/api/CrabClawCategories/slug/udang')).json()).toMatchObject(range);
    expect((await get('/api/CrabClawCategories')).json()[0]).toMatchObject(range);
    expect((await get('/api/CrabClawCategories/popular')).json()[0]).toMatchObject(range);
    expect((await get('/api/CrabClawCategories/999999')).statusCode).toBe(404);
    expect((await get('/api/CrabClawCategories/slug/tidak-ada')).statusCode).toBe(404);
    expect((await get('/api/CrabClawCategories/abc')).statusCode).toBe(400);
  });
});

describe('general parameters', () => {
  it('lists the parameters by code and reads one', async () => {
    const [address] = await insertGeneralParameters(ctx.database.db);
    const list = (await get('/api/general')).json();
    expect(list.map((p: { paramCode: string }) => p.paramCode)).toEqual(['001', '002', '003', '004']);
    expect((await get(`/api/general/${address!.id}`)).json()).toMatchObject({
      paramCode: '001',
      deskripsi: expect.stringContaining('Pluit'),
    });
    expect((await get('/api/general/999999')).statusCode).toBe(404);
  });
});
