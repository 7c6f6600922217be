import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client.ts';
import { banners } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { insertBanner } from '../test/fixtures.ts';
import { DEMO_BANNERS } from './demo-banners.ts';

const ctx = useTestApp();

/** The third banner's texts as the demo seeded them before issue 11 fixed them. */
const OLD = {
  description:
    '<ul><li>Pengiriman cold chain ke 50+ kota</li><li>Bersertifikat HACCP, ISO 22000 dan halal</li><li>Garansi segar atau uang kembali</li><li>Layanan pelanggan 7 hari seminggu</li></ul>',
  descriptionEn:
    '<ul><li>Cold chain delivery to 50+ cities</li><li>HACCP, ISO 22000 and halal certified</li><li>Fresh or your money back</li><li>Customer service 7 days a week</li></ul>',
};
const FIXED = DEMO_BANNERS.find((banner) => banner.id === 6)!;
const STAFF_TEXT = '<ul><li>Layanan pelanggan 7 hari seminggu, juga hari Minggu</li></ul>';

const migration = readFileSync(join(migrationsFolder, '0006_demo_banner_honest_texts.sql'), 'utf8');
const runMigration = () => ctx.database.db.execute(sql.raw(migration));
const read = async (id: number) => {
  const [row] = await ctx.database.db.select().from(banners).where(eq(banners.id, id));
  return { description: row!.description, descriptionEn: row!.descriptionEn, version: row!.version };
};

describe('migration 0006: the demo banner texts of a database seeded before issue 11', () => {
  it('replaces the untouched old demo texts with the seed of today, each language on its own', async () => {
    const seededWithEnglish = await insertBanner(ctx.database.db, { title: 'Rantai Dingin 24/7', ...OLD });
    const seededBeforeEnglish = await insertBanner(ctx.database.db, {
      title: 'Rantai Dingin 24/7',
      description: OLD.description,
    });
    const editedInIndonesian = await insertBanner(ctx.database.db, {
      title: 'Rantai Dingin 24/7',
      description: STAFF_TEXT,
      descriptionEn: OLD.descriptionEn,
    });
    const staffOwn = await insertBanner(ctx.database.db, {
      title: 'Promo',
      description: STAFF_TEXT,
      descriptionEn: '<p>Open every day</p>',
    });

    await runMigration();
    expect(await read(seededWithEnglish.id)).toEqual({
      description: FIXED.description,
      descriptionEn: FIXED.descriptionEn,
      version: 2,
    });
    expect(await read(seededBeforeEnglish.id)).toEqual({
      description: FIXED.description,
      descriptionEn: null,
      version: 2,
    });
    expect(await read(editedInIndonesian.id)).toEqual({
      description: STAFF_TEXT,
      descriptionEn: FIXED.descriptionEn,
      version: 2,
    });
    expect(await read(staffOwn.id)).toEqual({
      description: STAFF_TEXT,
      descriptionEn: '<p>Open every day</p>',
      version: 1,
    });

    // Once fixed, nothing matches any more: a second run changes nothing.
    await runMigration();
    expect((await read(seededWithEnglish.id)).version).toBe(2);
  });
});

describe('migration 0015: the demo banners of a database seeded before issue 23 stay carousel slides', () => {
  const heroMigration = readFileSync(join(migrationsFolder, '0015_demo_hero_banners.sql'), 'utf8');
  const typeOf = async (id: number) => {
    const [row] = await ctx.database.db.select().from(banners).where(eq(banners.id, id));
    return { bannerType: row!.bannerType, version: row!.version };
  };
  const seeded = (id: number, bannerType: string) => {
    const { title, subtitle } = DEMO_BANNERS.find((banner) => banner.id === id)!;
    return insertBanner(ctx.database.db, { title, subtitle, bannerType });
  };

  it('marks the untouched second and third demo banners HERO, as the seed now does, and leaves staff’s own', async () => {
    const picks = await seeded(4, 'PROMOTIONAL');
    const coldChain = await seeded(6, 'ANNOUNCEMENT');
    const renamed = await insertBanner(ctx.database.db, {
      title: 'Pilihan Terbaik Bulan Ini',
      subtitle: DEMO_BANNERS.find((banner) => banner.id === 4)!.subtitle,
      bannerType: 'PROMOTIONAL',
    });
    const staffOwn = await insertBanner(ctx.database.db, { title: 'Promo Lebaran', bannerType: 'PROMOTIONAL' });

    await ctx.database.db.execute(sql.raw(heroMigration));
    expect(await typeOf(picks.id)).toEqual({ bannerType: 'HERO', version: 2 });
    expect(await typeOf(coldChain.id)).toEqual({ bannerType: 'HERO', version: 2 });
    expect(await typeOf(renamed.id)).toEqual({ bannerType: 'PROMOTIONAL', version: 1 });
    expect(await typeOf(staffOwn.id)).toEqual({ bannerType: 'PROMOTIONAL', version: 1 });

    // Once marked, nothing matches any more: a second run changes nothing.
    await ctx.database.db.execute(sql.raw(heroMigration));
    expect(await typeOf(picks.id)).toEqual({ bannerType: 'HERO', version: 2 });
  });

  it('seeds the demo’s three banners as HERO, in the carousel order of before', () => {
    expect([...DEMO_BANNERS].sort((a, b) => a.displayOrder - b.displayOrder).map((b) => [b.id, b.bannerType])).toEqual([
      [5, 'HERO'],
      [4, 'HERO'],
      [6, 'HERO'],
    ]);
  });
});
