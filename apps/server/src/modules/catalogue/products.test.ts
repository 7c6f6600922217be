import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetCachedCatalogue, useTestApp } from '../../test/app.ts';
import { insertBanner, insertCategory, insertProduct } from '../../test/fixtures.ts';
import { ProductPageQuerySchema, slugify } from '@crabclaw/shared';
import { products } from '../../db/schema/index.ts';
import { storefrontFilter } from './product-filter.ts';
import { walkedPage } from './product-page.ts';

const ctx = useTestApp();

async function seedSmallCatalogue() {
  const db = ctx.database.db;
  const crabs = await insertCategory(db, { name: 'Kepiting' });
  const shrimp = await insertCategory(db, { name: 'Udang' });
  const mudCrab = await insertProduct(db, {
    name: 'Kepiting Bakau Hidup',
    categoryId: crabs.id,
    originalPrice: 285_000,
    discountPrice: 259_000,
    rating: 4.9,
  });
  const softShell = await insertProduct(db, {
    name: 'Kepiting Soka Beku',
    categoryId: crabs.id,
    originalPrice: 210_000,
    rating: 4.2,
    status: 'Available',
    isFeatured: true,
  });
  const vaname = await insertProduct(db, {
    name: 'Udang Vaname',
    categoryId: shrimp.id,
    originalPrice: 95_000,
    discountPrice: 85_000,
    rating: 4.5,
    description: 'Dipanen 100% pagi hari',
  });
  const rebon = await insertProduct(db, {
    name: 'Rebon Kering',
    categoryId: shrimp.id,
    originalPrice: 45_000,
    rating: 3.9,
    status: 'Out of Stock',
    stock: 0,
  });
  return { crabs, shrimp, mudCrab, softShell, vaname, rebon };
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/Product/paginated', () => {
  it('answers one page with the paging fields and the product shape', async () => {
    const { mudCrab, crabs } = await seedSmallCatalogue();
    const response = await get('/api/Product/paginated?page=1&pageSize=3');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      totalCount: 4,
      totalPages: 2,
      currentPage: 1,
      pageSize: 3,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(page.data[0]).toMatchObject({
      productId: mudCrab.id,
      slug: 'kepiting-bakau-hidup',
      category: { id: crabs.id, name: 'Kepiting', slug: 'kepiting' },
      price: 259_000,
      discountPercent: 9,
      inStock: true,
    });
  });

  it('sorts across every matching row, not only the page', async () => {
    await seedSmallCatalogue();
    const cheapest = (await get('/api/Product/paginated?page=1&pageSize=1&sort=price_asc')).json();
    expect(cheapest.data.map((p: { productName: string }) => p.productName)).toEqual(['Rebon Kering']);
    const lastByName = (await get('/api/Product/paginated?page=4&pageSize=1&sort=name_asc')).json();
    expect(lastByName.data[0].productName).toBe('Udang Vaname');
    const bestRated = (await get('/api/Product/paginated?pageSize=2&sort=rating_desc')).json();
    expect(bestRated.data.map((p: { rating: number }) => p.rating)).toEqual([4.9, 4.5]);
  });

  it('searches name, description and category name without regard to case', async () => {
    await seedSmallCatalogue();
    const names = async (search: string) =>
      (await get(`/api/Product/paginated?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((p: { productName: string }) => p.productName);
    expect(await names('KEPITING')).toEqual(['Kepiting Bakau Hidup', 'Kepiting Soka Beku']);
    expect(await names('udang')).toEqual(['Udang Vaname', 'Rebon Kering']);
    expect(await names('100%')).toEqual(['Udang Vaname']);
    expect(await names('_')).toEqual([]);
  });

  it('filters by category, status and price, whatever the letter case of the keys', async () => {
    const { crabs } = await seedSmallCatalogue();
    const byCategory = (await get(`/api/Product/paginated?categoryID=${crabs.id}`)).json();
    expect(byCategory.totalCount).toBe(2);
    const byStatus = (await get('/api/Product/paginated?ProductStatus=Out%20of%20Stock')).json();
    expect(byStatus.data.map((p: { productName: string; inStock: boolean }) => [p.productName, p.inStock])).toEqual([
      ['Rebon Kering', false],
    ]);
    const byPrice = (await get('/api/Product/paginated?minPrice=80000&MAXPRICE=220000')).json();
    expect(byPrice.data.map((p: { price: number }) => p.price).sort()).toEqual([210_000, 85_000].sort());
  });

  it.each([
    ['page=0', 'page'],
    ['pageSize=5000', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-1', 'maxPrice'],
    ['categoryId=x', 'categoryId'],
    ['sort=cheapest', 'sort'],
    ['productStatus=Rotten', 'productStatus'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('answers 400 with a field message for %s', async (query, field) => {
    const response = await get(`/api/Product/paginated?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual(expect.any(String));
  });

  // PostgreSQL compares these with integer columns; past 2147483647 the query itself would fail.
  it.each([
    '/api/Product?minPrice=3000000000',
    '/api/Product?maxPrice=3000000000',
    '/api/Product?categoryId=3000000000',
    '/api/Product/paginated?minPrice=3000000000',
    '/api/Product/paginated?maxPrice=3000000000',
    '/api/Product/paginated?categoryId=3000000000',
    '/api/Product/paginated?page=3000000000',
  ])('answers 400 naming the field for a number beyond PostgreSQL integers: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const field = url.slice(url.indexOf('?') + 1, url.indexOf('='));
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  async function insertMany(
    categoryId: number,
    count: number,
    name: (i: number) => string,
    price = (_i: number) => 100_000,
  ) {
    const rows = Array.from({ length: count }, (_, i) => ({
      categoryId,
      name: name(i),
      slug: slugify(name(i)),
      description: 'Hasil laut pilihan',
      originalPrice: price(i),
      price: price(i),
      weight: 1,
      location: 'Jakarta Utara',
      stock: 10,
    }));
    await ctx.database.db.insert(products).values(rows);
  }

  it('counts a broad search up to 1,000 matches and says there are more, without naming a last page', async () => {
    const crabs = await insertCategory(ctx.database.db, { name: 'Kepiting' });
    await insertMany(crabs.id, 1005, (i) => `Rajungan Pilihan ${i}`);
    const searched = (await get('/api/Product/paginated?search=rajungan&pageSize=12')).json();
    expect(searched).toMatchObject({
      totalCount: 1000,
      totalCountCapped: true,
      totalPages: 84,
      hasNextPage: true,
    });
    // Further on, the count reaches at least the end of the page asked for: here it found the end.
    const last = (await get('/api/Product/paginated?search=rajungan&pageSize=12&page=84&sort=name_asc')).json();
    expect(last).toMatchObject({ totalCount: 1005, totalCountCapped: false, hasNextPage: false });
    expect(last.data).toHaveLength(9);
    const listed = (await get('/api/Product/paginated?pageSize=12')).json();
    expect(listed).toMatchObject({ totalCount: 1005, totalCountCapped: false, totalPages: 84 });
  });

  it('sorts every match of a search even when they all come after the first thousands in that order', async () => {
    const fish = await insertCategory(ctx.database.db, { name: 'Ikan Laut' });
    await insertMany(
      fish.id,
      2100,
      (i) => `Kakap Merah ${String(i).padStart(4, '0')}`,
      () => 50_000,
    );
    await insertMany(
      fish.id,
      3,
      (i) => `Tuna Sirip Kuning ${i}`,
      (i) => 300_000 - i * 1000,
    );
    const names = async (query: string) =>
      (await get(`/api/Product/paginated?search=tuna&${query}`))
        .json()
        .data.map((p: { productName: string }) => p.productName);
    expect(await names('sort=name_asc')).toEqual(['Tuna Sirip Kuning 0', 'Tuna Sirip Kuning 1', 'Tuna Sirip Kuning 2']);
    expect(await names('sort=price_asc')).toEqual([
      'Tuna Sirip Kuning 2',
      'Tuna Sirip Kuning 1',
      'Tuna Sirip Kuning 0',
    ]);
    expect(await names('sort=price_asc&minPrice=299000')).toEqual(['Tuna Sirip Kuning 1', 'Tuna Sirip Kuning 0']);
  });

  describe("walking the sort's index (decision 014)", () => {
    const walk = async (query: Record<string, unknown>) => {
      const parsed = ProductPageQuerySchema.parse(query);
      const filter = await storefrontFilter(ctx.database.db, parsed, parsed.sort);
      return walkedPage(ctx.database.db, { ...filter, rest: filter.rest! }, parsed);
    };

    it('answers a page short of full from the walk when it saw every candidate, without sorting every match', async () => {
      const { mudCrab, softShell, vaname } = await seedSmallCatalogue();
      expect(await walk({ search: 'vaname', pageSize: 12 })).toEqual([{ id: vaname.id }]);
      expect(await walk({ search: 'kepiting', sort: 'name_asc', pageSize: 3 })).toEqual([
        { id: mudCrab.id },
        { id: softShell.id },
      ]);
      expect(await walk({ search: 'kepiting', sort: 'name_asc', pageSize: 1, page: 2 })).toEqual([
        { id: softShell.id },
      ]);
      expect(await walk({ search: 'salmon', sort: 'rating_desc' })).toEqual([]);
      // Past the walk's matches nothing tells whether it reached its budget: every match is sorted then.
      expect(await walk({ search: 'vaname', pageSize: 12, page: 2 })).toBeUndefined();
    });

    it('leaves the page to every match when the walk stopped at its budget', async () => {
      const fish = await insertCategory(ctx.database.db, { name: 'Ikan Laut' });
      await insertMany(fish.id, 2100, (i) => `Kakap Merah ${String(i).padStart(4, '0')}`);
      await insertMany(fish.id, 1, () => 'Tuna Sirip Kuning');
      expect(await walk({ search: 'tuna', sort: 'name_asc' })).toBeUndefined();
      expect(await walk({ search: 'kakap', sort: 'name_asc', pageSize: 2 })).toHaveLength(2);
    });
  });

  it('answers an empty last page past the end', async () => {
    await seedSmallCatalogue();
    const page = (await get('/api/Product/paginated?page=9&pageSize=12')).json();
    expect(page).toMatchObject({ data: [], totalCount: 4, totalPages: 1, hasNextPage: false, hasPreviousPage: true });
  });
});

describe('product reads', () => {
  it('lists products with filters', async () => {
    const { shrimp } = await seedSmallCatalogue();
    const list = (await get(`/api/Product?categoryId=${shrimp.id}&search=vaname`)).json();
    expect(list.map((p: { productName: string }) => p.productName)).toEqual(['Udang Vaname']);
    expect((await get('/api/Product?minPrice=abc')).statusCode).toBe(400);
  });

  it('reads one product by id, by slugs, its category and related products', async () => {
    const { mudCrab, softShell, crabs } = await seedSmallCatalogue();
    expect((await get(`/api/Product/${mudCrab.id}`)).json().productName).toBe('Kepiting Bakau Hidup');
    expect((await get('/api/Product/by-slug/kepiting/kepiting-soka-beku')).json().productId).toBe(softShell.id);
    expect((await get(`/api/Product/category/${crabs.id}`)).json()).toHaveLength(2);
    expect(
      (await get(`/api/Product/${mudCrab.id}/related`)).json().map((p: { productId: number }) => p.productId),
    ).toEqual([softShell.id]);
  });

  it('shows the featured products in the places staff chose, best sellers filling the places left', async () => {
    const { crabs, mudCrab, softShell, vaname, rebon } = await seedSmallCatalogue();
    const db = ctx.database.db;
    const featuredIds = async () => {
      await forgetCachedCatalogue(ctx.app);
      return (await get('/api/Product/featured')).json().map((p: { productId: number }) => p.productId);
    };
    await db.update(products).set({ totalSold: 50 }).where(eq(products.id, vaname.id));
    await db.update(products).set({ totalSold: 20 }).where(eq(products.id, rebon.id));
    // A featured product without a place comes first, before any best seller, however little it sold.
    expect(await featuredIds()).toEqual([softShell.id, vaname.id, rebon.id, mudCrab.id]);

    const fresh = await insertProduct(db, { name: 'Kepiting Baru', categoryId: crabs.id, isFeatured: true });
    await db.update(products).set({ featuredPosition: 3 }).where(eq(products.id, fresh.id));
    expect(await featuredIds()).toEqual([softShell.id, vaname.id, fresh.id, rebon.id, mudCrab.id]);

    // Nothing featured: the best sellers alone, best first.
    await db.update(products).set({ isFeatured: false });
    expect(await featuredIds()).toEqual([vaname.id, rebon.id, mudCrab.id, softShell.id, fresh.id]);
  });

  it('leaves Discontinued products out of the featured places', async () => {
    const { softShell } = await seedSmallCatalogue();
    await ctx.database.db
      .update(products)
      .set({ status: 'Discontinued', featuredPosition: 1 })
      .where(eq(products.id, softShell.id));
    const ids = (await get('/api/Product/featured')).json().map((p: { productId: number }) => p.productId);
    expect(ids).not.toContain(softShell.id);
  });

  it.each([
    '/api/Product/999999',
    '/api/Product/by-slug/kepiting/nothing',
    '/api/Product/by-slug/nothing/kepiting-soka-beku',
    '/api/Product/category/999999',
    '/api/Product/999999/related',
  ])('answers 404 with a message for %s', async (url) => {
    await seedSmallCatalogue();
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each(['/api/Product/abc', '/api/Product/0', '/api/Product/99999999999', '/api/Product/category/-1'])(
    'answers 400 for the id in %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(400);
    },
  );
});

describe('sale units and English texts in the store shapes (issue 10)', () => {
  async function seedBilingual() {
    const db = ctx.database.db;
    const shrimp = await insertCategory(db, {
      name: 'Udang',
      nameEn: 'Shrimp',
      description: 'Udang segar',
      descriptionEn: 'Fresh shrimp',
    });
    const pack = await insertProduct(db, {
      name: 'Udang Vaname Beku (2 kg)',
      nameEn: 'Frozen Vannamei Shrimp (2 kg)',
      description: 'Dua kilogram udang beku',
      descriptionEn: 'Two kilograms of frozen shrimp',
      categoryId: shrimp.id,
      saleUnit: 'pack',
      weight: 2,
    });
    const perKg = await insertProduct(db, { name: 'Udang Windu', categoryId: shrimp.id });
    return { shrimp, pack, perKg };
  }

  it('carries the sale unit and the English texts of products, null where none was entered', async () => {
    const { shrimp, pack, perKg } = await seedBilingual();
    const product = (await get(`/api/Product/${pack.id}`)).json();
    expect(product).toMatchObject({
      productName: 'Udang Vaname Beku (2 kg)',
      productNameEn: 'Frozen Vannamei Shrimp (2 kg)',
      descriptionEn: 'Two kilograms of frozen shrimp',
      saleUnit: 'pack',
      weight: 2,
      category: { id: shrimp.id, name: 'Udang', nameEn: 'Shrimp' },
    });
    const page = (await get('/api/Product/paginated')).json();
    expect(page.data.find((p: { productId: number }) => p.productId === perKg.id)).toMatchObject({
      saleUnit: 'kg',
      productNameEn: null,
      descriptionEn: null,
    });
  });

  it('carries the English texts of categories', async () => {
    await seedBilingual();
    const [category] = (await get('/api/CrabClawCategories/with-product-count')).json();
    expect(category).toMatchObject({ categoryName: 'Udang', categoryNameEn: 'Shrimp', descriptionEn: 'Fresh shrimp' });
  });

  it('carries the English texts of banners, null where none was entered', async () => {
    await insertBanner(ctx.database.db, { id: 4, title: 'Pilihan Minggu Ini', titleEn: 'This Week’s Picks' });
    expect((await get('/api/Banner/4')).json()).toMatchObject({
      title: 'Pilihan Minggu Ini',
      titleEn: 'This Week’s Picks',
      subtitleEn: null,
      buttonTextEn: null,
    });
  });

  it('finds a product by its English name or its category’s English name', async () => {
    await seedBilingual();
    const names = async (search: string) =>
      (await get(`/api/Product/paginated?search=${search}`))
        .json()
        .data.map((p: { productName: string }) => p.productName);
    expect(await names('vannamei')).toEqual(['Udang Vaname Beku (2 kg)']);
    expect(await names('shrimp')).toHaveLength(2);
  });
});
