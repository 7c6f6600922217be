import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { insertBanner } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';

const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const DAY = 24 * 60 * 60 * 1000;

describe('banners', () => {
  it('shows only active, visible banners inside their dates, in display order', async () => {
    const db = ctx.database.db;
    await insertBanner(db, { id: 5, title: 'Hero', displayOrder: 2 });
    await insertBanner(db, { id: 4, title: 'Featured', displayOrder: 1 });
    await insertBanner(db, { id: 7, title: 'Switched off', isActive: false });
    await insertBanner(db, { id: 8, title: 'Hidden', isVisible: false });
    await insertBanner(db, {
      id: 9,
      title: 'Over',
      startDate: new Date(Date.now() - 9 * DAY),
      endDate: new Date(Date.now() - DAY),
    });
    await insertBanner(db, {
      id: 10,
      title: 'Coming',
      startDate: new Date(Date.now() + DAY),
      endDate: new Date(Date.now() + 9 * DAY),
    });
    const active = (await get('/api/Banner/active')).json();
    expect(active.map((b: { bannerId: number }) => b.bannerId)).toEqual([4, 5]);
    expect(active[0]).toMatchObject({ title: 'Featured', images: [], backgroundImageUrl: null, bannerType: 'HERO' });
  });

  it('answers markup stored past the write path without scripts or event handlers', async () => {
    await insertBanner(ctx.database.db, {
      id: 4,
      title: 'Featured',
      description: '<p onclick="steal()">Segar</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      descriptionEn: '<p>Fresh</p><script>alert(3)</script>',
    });
    const [banner] = (await get('/api/Banner/active')).json();
    expect(banner).toMatchObject({ description: '<p>Segar</p>', descriptionEn: '<p>Fresh</p>' });
  });

  it('reads one banner, 404 for an unknown id', async () => {
    await insertBanner(ctx.database.db, { id: 4, title: 'Featured' });
    expect((await get('/api/Banner/4')).json().title).toBe('Featured');
    expect((await get('/api/Banner/999')).statusCode).toBe(404);
  });

  it('answers anyone else only a banner the storefront shows, without its edit version; staff see every banner', async () => {
    const db = ctx.database.db;
    await insertBanner(db, { id: 4, title: 'Shown' });
    await insertBanner(db, { id: 7, title: 'Switched off', isActive: false });
    await insertBanner(db, { id: 8, title: 'Hidden', isVisible: false });
    const later = { startDate: new Date(Date.now() + DAY), endDate: new Date(Date.now() + 9 * DAY) };
    await insertBanner(db, { id: 10, title: 'Coming', ...later });
    await insertBanner(db, {
      id: 11,
      title: 'Over',
      startDate: new Date(Date.now() - 9 * DAY),
      endDate: new Date(Date.now() - DAY),
    });

    const shown = await get('/api/Banner/4');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().title).toBe('Shown');
    expect(shown.json()).not.toHaveProperty('version');
    for (const id of [7, 8, 10, 11]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/Banner/${id}`,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, `banner ${id}`).toBe(404);
      expect(response.body).not.toContain('Switched off');
      expect(response.json().message).toBe('Banner not found');
    }

    const { cookie } = (await signInAs(ctx.app, db, 'User')).headers;
    for (const [id, title] of [
      [8, 'Hidden'],
      [10, 'Coming'],
      [4, 'Shown'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/Banner/${id}`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title, version: expect.any(Number) });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
