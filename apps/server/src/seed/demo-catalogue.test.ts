import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUSES, SHOP_PARAMETER_CODES } from '@crabclaw/shared';
import { useTestApp } from '../test/app.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

const ctx = useTestApp();
const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();

describe('demo catalogue', () => {
  it('fills an empty shop once, with what the storefront needs', { timeout: 120_000 }, async () => {
    expect(await seedDemoCatalogue(ctx.database.db)).toEqual({ categories: 7, products: 65, banners: 3 });
    expect(await seedDemoCatalogue(ctx.database.db)).toBeUndefined();

    const categories = await get('/api/CrabClawCategories/with-product-count');
    expect(categories.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      'Udang',
      'Lobster',
      'Kepiting',
      'Ikan Laut',
      'Ikan Air Tawar',
      'Kerang Segar',
      'Squid Premium',
    ]);
    expect(categories.every((c: { productCount: number; images: unknown }) => c.productCount > 0 && c.images)).toBe(
      true,
    );

    const { data, totalCount } = await get('/api/Product/paginated?pageSize=100');
    expect(totalCount).toBeGreaterThanOrEqual(60);
    // Every status but Discontinued, which the demo holds too and the storefront leaves out (issue 23).
    const listed = PRODUCT_STATUSES.filter((status) => status !== 'Discontinued');
    expect(new Set(data.map((p: { productStatus: string }) => p.productStatus))).toEqual(new Set(listed));
    expect(data.filter((p: { isUnggulan: boolean }) => p.isUnggulan).length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.map((p: { location: string }) => p.location)).size).toBeGreaterThan(20);
    expect(data.every((p: { images: unknown }) => p.images)).toBe(true);

    const banners = await get('/api/Banner/active');
    expect(banners.map((b: { bannerId: number }) => b.bannerId)).toEqual([5, 4, 6]);
    // Every code the shop reads, and nothing more: a new shop starts with no notes of its own.
    expect((await get('/api/general')).map((p: { paramCode: string }) => p.paramCode)).toEqual(SHOP_PARAMETER_CODES);

    const picture = await ctx.app.inject({ method: 'GET', url: data[0].images.card });
    expect(picture.headers['content-type']).toBe('image/webp');
  });
});
