import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHOP_PARAMETER_CODES } from '@crabclaw/shared';
import { bannerImages, banners, categories, products, shopSetup } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { insertCategory } from '../test/fixtures.ts';
import { setUpShop, wantsDemo } from './shop-setup.ts';

const ctx = useTestApp();

const totals = async () => {
  const { db } = ctx.database;
  const [[category], [product], [banner]] = await Promise.all([
    db.select({ total: count() }).from(categories),
    db.select({ total: count() }).from(products),
    db.select({ total: count() }).from(banners),
  ]);
  return { categories: category!.total, products: product!.total, banners: banner!.total };
};

const generalParameters = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/general' })).json<{ paramCode: string; deskripsi: string }[]>();

describe('setting the shop up on its first start', () => {
  it('seeds the demo once: a catalogue staff emptied stays empty through restarts', { timeout: 180_000 }, async () => {
    const { db } = ctx.database;
    const first = await setUpShop(db, { seedDemo: true });
    expect(first).toEqual({ firstStart: true, demo: { categories: 7, products: 65, banners: 3 } });

    // What staff do in the back office: every demo product, category and banner deleted.
    await db.delete(products);
    await db.delete(categories);
    await db.delete(bannerImages);
    await db.delete(banners);
    for (let restart = 0; restart < 2; restart++) {
      expect(await setUpShop(db, { seedDemo: true })).toMatchObject({ firstStart: false, demoSeeded: true });
    }
    expect(await totals()).toEqual({ categories: 0, products: 0, banners: 0 });
  });

  it("gives a shop without the demo its parameters, the shop's own facts empty and the rules at their defaults", async () => {
    expect(await setUpShop(ctx.database.db, { seedDemo: false })).toEqual({ firstStart: true, demo: undefined });

    expect(await totals()).toEqual({ categories: 0, products: 0, banners: 0 });
    const values = Object.fromEntries((await generalParameters()).map((p) => [p.paramCode, p.deskripsi]));
    expect(Object.keys(values)).toEqual(SHOP_PARAMETER_CODES);
    expect(values).toEqual({
      '001': '',
      '002': '',
      '003': '',
      '004': '',
      '005': '24',
      '006': '99',
      '007': '3',
      '008': '',
      '009': '',
      '010': '',
      '011': '',
      '012': '25000000',
      '013': '48',
      '014': '5',
      '015': '',
      '017': '',
    });
    expect(await setUpShop(ctx.database.db, { seedDemo: true })).toMatchObject({
      firstStart: false,
      demoSeeded: false,
    });
    expect((await totals()).products).toBe(0);
  });

  it('records a database that holds a catalogue but no record as set up, without seeding into it', async () => {
    await insertCategory(ctx.database.db, { name: 'Kepiting' });
    expect(await setUpShop(ctx.database.db, { seedDemo: true })).toEqual({ firstStart: true, demo: undefined });
    expect(await totals()).toEqual({ categories: 1, products: 0, banners: 0 });
    expect(await ctx.database.db.select().from(shopSetup)).toMatchObject([{ demoSeeded: false }]);
  });

  it('keeps one record only', async () => {
    await setUpShop(ctx.database.db, { seedDemo: false });
    await expect(
      ctx.database.db.execute(sql`insert into shop_setup (id, demo_seeded) values (2, false)`),
    ).rejects.toThrow();
  });
});

describe('SEED_DEMO', () => {
  it('seeds the demo by default on the embedded database only, and as set otherwise', () => {
    expect(wantsDemo({})).toBe(true);
    expect(wantsDemo({ DATABASE_URL: 'postgres://shop' })).toBe(false);
    expect(wantsDemo({ DATABASE_URL: 'postgres://shop', SEED_DEMO: true })).toBe(true);
    expect(wantsDemo({ SEED_DEMO: false })).toBe(false);
  });
});
