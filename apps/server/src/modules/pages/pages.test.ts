import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@crabclaw/shared';
import { migrationsFolder } from '../../db/client.ts';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';

// Issue 23: the shop's own texts, read by the storefront and written by Owner and Admin.

const ctx = useTestApp();

/** The rows the migration seeds (the tests empty every table first): its INSERT, run again. */
function seededPages(): string {
  const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_shop_pages.sql'))!;
  const statements = readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  return statements.find((statement) => statement.includes('INSERT INTO "pages"'))!;
}
beforeEach(async () => {
  await ctx.database.db.execute(sql.raw(seededPages()));
});

const read = (key: string) => ctx.app.inject({ method: 'GET', url: `/api/pages/${key}` });
const save = (staff: SignedIn | undefined, key: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/pages/${key}`, headers: staff?.headers ?? {}, payload });
const signIn = (role: StaffRole) => signInAs(ctx.app, ctx.database.db, role);

describe('GET /api/pages/{key}', () => {
  it('answers the texts the storefront shipped, the shop’s facts left as placeholders', async () => {
    const response = await read('privacy');
    expect(response.statusCode).toBe(200);
    const privacy = response.json();
    expect(privacy).toMatchObject({ key: 'privacy', version: 1, updatedAt: expect.any(String) });
    expect(privacy.id).toContain('<h2>1. Data yang kami kumpulkan</h2>');
    expect(privacy.id).toContain('{{email}}');
    expect(privacy.en).toContain('{{address}}');
    expect((await read('terms')).json().id).toContain('{{paymentWindowHours}} jam');
    for (const key of ['company-profile', 'vision-mission']) expect((await read(key)).statusCode).toBe(200);
  });

  it('answers 404 for a key that is not a page', async () => {
    const response = await read('about-us');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Halaman tidak ditemukan');
  });
});

describe('PUT /api/pages/{key}', () => {
  it('saves both languages sanitized, moves the version on, and the next read shows them', async () => {
    const admin = await signIn('Admin');
    expect((await read('privacy')).json().version).toBe(1); // read once, so the cache holds the old text
    const saved = await save(admin, 'privacy', {
      id: '<h2>Privasi baru</h2><p onclick="steal()">Data Anda aman.</p><script>alert(1)</script>',
      en: '<p>Your data is safe.</p>',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: '<h2>Privasi baru</h2><p>Data Anda aman.</p>',
      en: '<p>Your data is safe.</p>',
      version: 2,
    });
    expect((await read('privacy')).json()).toMatchObject({
      id: '<h2>Privasi baru</h2><p>Data Anda aman.</p>',
      version: 2,
    });
  });

  it('tells the second of two editors that the page changed (409), keeping the first one’s text', async () => {
    const owner = await signIn('Owner');
    expect((await save(owner, 'terms', { id: '<p>Satu</p>', en: '<p>One</p>', version: 1 })).statusCode).toBe(200);
    const late = await save(owner, 'terms', { id: '<p>Dua</p>', en: '<p>Two</p>', version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Halaman ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.');
    expect((await read('terms')).json().id).toBe('<p>Satu</p>');
  });

  it('refuses an empty language, a text of only markup, and an unknown page, changing nothing', async () => {
    const admin = await signIn('Admin');
    const empty = await save(admin, 'privacy', { id: ' ', en: '<p>x</p>', version: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ id: 'Teks bahasa Indonesia harus diisi' });
    const onlyScript = await save(admin, 'privacy', { id: '<p>x</p>', en: '<script>x()</script>', version: 1 });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual({ en: 'Teks bahasa Inggris harus diisi' });
    expect((await save(admin, 'about-us', { id: '<p>x</p>', en: '<p>x</p>', version: 1 })).statusCode).toBe(404);
    expect((await read('privacy')).json().version).toBe(1);
  });

  it('is for Owner and Admin: a Manager gets 403, a visitor 401', async () => {
    const body = { id: '<p>x</p>', en: '<p>x</p>', version: 1 };
    expect((await save(await signIn('Manager'), 'privacy', body)).statusCode).toBe(403);
    expect((await save(undefined, 'privacy', body)).statusCode).toBe(401);
    expect((await read('privacy')).json().version).toBe(1);
  });
});
