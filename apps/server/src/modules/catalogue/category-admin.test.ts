import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogueChanges, categories, mediaVariants } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertProduct } from '../../test/fixtures.ts';
import { inEnglish, signInAs, type SignedIn } from '../../test/staff.ts';

const ctx = useTestApp();
const BASE = '/api/CrabClawCategories';

const valid = {
  categoryName: 'Kepiting Bakau',
  description: 'Kepiting bakau hidup dari Kalimantan',
  isPopular: false,
};

function send(
  staff: SignedIn | undefined,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, payload, headers: staff?.headers });
}

const manager = async () => inEnglish(await signInAs(ctx.app, ctx.database.db, 'Manager'));

async function changesOf(entityId: number) {
  return ctx.database.db
    .select()
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.entity, 'category'), eq(catalogueChanges.entityId, entityId)))
    .orderBy(catalogueChanges.id);
}

describe('category management', () => {
  it('creates a category with a slug from its name, shows it on the storefront and logs who made it', async () => {
    const staff = await manager();
    const response = await send(staff, 'POST', BASE, { ...valid, categoryNameEn: 'Mud Crab' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      categoryName: 'Kepiting Bakau',
      categoryNameEn: 'Mud Crab',
      slug: 'kepiting-bakau',
      productCount: 0,
      version: 1,
    });
    const store = await send(undefined, 'GET', `${BASE}/slug/kepiting-bakau`);
    expect(store.json()).toMatchObject({ categoryId: created.categoryId, descriptionEn: null });
    const [change] = await changesOf(created.categoryId);
    expect(change).toMatchObject({ action: 'create', changedBy: staff.username, staffUserId: staff.id });
    expect((change!.changes as Record<string, unknown>).name).toEqual([null, 'Kepiting Bakau']);
  });

  it('keeps slugs unique: a second category of the same name gets -2', async () => {
    const staff = await manager();
    await send(staff, 'POST', BASE, valid);
    const second = await send(staff, 'POST', BASE, valid);
    expect(second.json().slug).toBe('kepiting-bakau-2');
  });

  it.each([
    [{ categoryName: undefined }, 'categoryName', 'Category name is required'],
    [{ categoryName: '  ' }, 'categoryName', 'Category name is required'],
    [{ categoryName: 'K' }, 'categoryName', 'Category name must be at least 2 characters'],
    [{ description: undefined }, 'description', 'Description is required'],
    [{ description: 'Segar' }, 'description', 'Description must be at least 10 characters'],
  ])('refuses %o with 400 naming %s: %s', async (change, field, message) => {
    const staff = await manager();
    const response = await send(staff, 'POST', BASE, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('ignores a price range sent by an older client: the range comes from the products for sale', async () => {
    const staff = await manager();
    const response = await send(staff, 'POST', BASE, { ...valid, priceRangeStart: 500_000, priceRangeEnd: 400_000 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ lowestPrice: null, highestPrice: null });
    await insertProduct(ctx.database.db, {
      name: 'Kepiting Bakau Jumbo',
      categoryId: response.json().categoryId,
      originalPrice: 350_000,
    });
    const listed = await send(staff, 'GET', `${BASE}/admin?search=bakau`);
    expect(listed.json().data[0]).toMatchObject({ lowestPrice: 350_000, highestPrice: 350_000 });
  });

  it('saves an edit on the current version, logs what changed, and gives a renamed category a new slug', async () => {
    const staff = await manager();
    const created = (await send(staff, 'POST', BASE, valid)).json();
    const response = await send(staff, 'PUT', `${BASE}/${created.categoryId}`, {
      ...created,
      categoryName: 'Kepiting Soka',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'kepiting-soka', version: 2 });
    const [, update] = await changesOf(created.categoryId);
    expect(update).toMatchObject({ action: 'update' });
    expect(update!.changes).toEqual({
      name: ['Kepiting Bakau', 'Kepiting Soka'],
      slug: ['kepiting-bakau', 'kepiting-soka'],
    });
  });

  it('tells the second editor with 409 instead of overwriting a newer version', async () => {
    const staff = await manager();
    const created = (await send(staff, 'POST', BASE, valid)).json();
    const first = await send(staff, 'PUT', `${BASE}/${created.categoryId}`, {
      ...created,
      description: 'Kepiting bakau jantan besar',
    });
    expect(first.statusCode).toBe(200);
    const second = await send(staff, 'PUT', `${BASE}/${created.categoryId}`, { ...created, isPopular: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This category was changed by someone else; reload to see their changes');
    const [row] = await ctx.database.db.select().from(categories).where(eq(categories.id, created.categoryId));
    expect(row).toMatchObject({ description: 'Kepiting bakau jantan besar', isPopular: false, version: 2 });
  });

  it('answers 404 for an unknown category', async () => {
    const staff = await manager();
    expect((await send(staff, 'PUT', `${BASE}/999999`, valid)).statusCode).toBe(404);
    expect((await send(staff, 'DELETE', `${BASE}/999999`)).statusCode).toBe(404);
    expect((await send(staff, 'GET', `${BASE}/admin/999999`)).statusCode).toBe(404);
  });

  it('refuses to delete a category that still has products, saying how many, and deletes an empty one', async () => {
    const staff = await manager();
    const full = await insertCategory(ctx.database.db, { name: 'Udang' });
    await insertProduct(ctx.database.db, { name: 'Udang Vaname', categoryId: full.id });
    await insertProduct(ctx.database.db, { name: 'Udang Windu', categoryId: full.id });
    const refused = await send(staff, 'DELETE', `${BASE}/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This category still has 2 products; move or delete them first');
    expect((await send(undefined, 'GET', `${BASE}/${full.id}`)).statusCode).toBe(200);

    const empty = await insertCategory(ctx.database.db, { name: 'Lobster' });
    expect((await send(staff, 'DELETE', `${BASE}/${empty.id}`)).statusCode).toBe(204);
    expect((await send(undefined, 'GET', `${BASE}/${empty.id}`)).statusCode).toBe(404);
    const [deleted] = await changesOf(empty.id);
    expect(deleted).toMatchObject({ action: 'delete', changedBy: staff.username });
  });

  it('flags a category popular through PATCH status and logs it', async () => {
    const staff = await manager();
    const row = await insertCategory(ctx.database.db, { name: 'Cumi' });
    const response = await send(staff, 'PATCH', `${BASE}/${row.id}/status`, { isPopular: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isPopular: true, version: 2 });
    expect((await send(undefined, 'GET', `${BASE}/popular`)).json().map((c: { slug: string }) => c.slug)).toEqual([
      'cumi',
    ]);
    expect((await changesOf(row.id))[0]!.changes).toEqual({ isPopular: [false, true] });
  });

  it('stores a data-URL picture through the media pipeline, fitted within 800 x 600, and keeps it on a later edit', async () => {
    const staff = await manager();
    const png = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#1e88e5' } })
      .png()
      .toBuffer();
    const response = await send(staff, 'POST', BASE, {
      ...valid,
      imageUrl: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\/card\.webp$/);
    const [large] = await ctx.database.db
      .select({ width: mediaVariants.width, height: mediaVariants.height })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, created.imageKey), eq(mediaVariants.variant, 'large')));
    expect(large).toEqual({ width: 600, height: 600 });
    const picture = await send(undefined, 'GET', created.imageUrl);
    expect(picture.statusCode).toBe(200);

    const edited = await send(staff, 'PUT', `${BASE}/${created.categoryId}`, {
      ...created,
      description: 'Kepiting bakau pilihan segar',
    });
    expect(edited.json().imageKey).toBe(created.imageKey);
    const removed = await send(staff, 'PUT', `${BASE}/${created.categoryId}`, {
      ...edited.json(),
      imageUrl: null,
      imageKey: null,
    });
    expect(removed.json().imageUrl).toBeNull();
  });

  it('refuses a picture that is not an image', async () => {
    const staff = await manager();
    const text = Buffer.from('just some text, certainly not a picture of a crab at all').toString('base64');
    const response = await send(staff, 'POST', BASE, { ...valid, imageUrl: `data:image/png;base64,${text}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.imageUrl).toBe('Please select a valid image file (JPEG, PNG, GIF, or WebP)');
  });

  it('lists categories for staff: searched, sorted and paged by the server, with live product counts', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'User');
    const shrimp = await insertCategory(ctx.database.db, { name: 'Udang', description: 'Udang segar tambak' });
    await insertProduct(ctx.database.db, { name: 'Udang Vaname', categoryId: shrimp.id });
    await insertProduct(ctx.database.db, { name: 'Udang Lama', categoryId: shrimp.id, deletedAt: new Date() });
    await insertCategory(ctx.database.db, { name: 'Lobster', description: 'Lobster mutiara' });
    await insertCategory(ctx.database.db, { name: 'Kerang', description: 'Kerang dara dan udang kupas' });
    const page = (await send(staff, 'GET', `${BASE}/admin?search=UDANG&pageSize=1&page=1&sort=name_asc`)).json();
    expect(page).toMatchObject({ totalCount: 2, totalPages: 2, currentPage: 1 });
    expect(page.data.map((c: { categoryName: string }) => c.categoryName)).toEqual(['Kerang']);
    const second = (await send(staff, 'GET', `${BASE}/admin?search=udang&pageSize=1&page=2`)).json();
    expect(second.data[0]).toMatchObject({ categoryName: 'Udang', productCount: 1 });
  });

  // Found by a walk through the back office: every category counted 1, an empty one too.
  it('counts each category’s own products still in the shop, in the list and on its page', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'User');
    const [crabs, shrimp, empty] = [
      await insertCategory(ctx.database.db, { name: 'Kepiting' }),
      await insertCategory(ctx.database.db, { name: 'Udang' }),
      await insertCategory(ctx.database.db, { name: 'Kosong' }),
    ];
    for (const name of ['Kepiting Bakau', 'Rajungan', 'Kepiting Soka'])
      await insertProduct(ctx.database.db, { name, categoryId: crabs.id });
    await insertProduct(ctx.database.db, { name: 'Udang Vaname', categoryId: shrimp.id });
    await insertProduct(ctx.database.db, { name: 'Udang Lama', categoryId: shrimp.id, deletedAt: new Date() });

    const list = (await send(staff, 'GET', `${BASE}/admin?sort=id_asc`)).json();
    expect(
      list.data.map((c: { categoryName: string; productCount: number }) => [c.categoryName, c.productCount]),
    ).toEqual([
      ['Kepiting', 3],
      ['Udang', 1],
      ['Kosong', 0],
    ]);
    for (const [category, productCount] of [
      [crabs, 3],
      [shrimp, 1],
      [empty, 0],
    ] as const) {
      const one = (await send(staff, 'GET', `${BASE}/admin/${category.id}`)).json();
      expect(one, category.name).toMatchObject({ productCount });
    }
  });

  it('lets a User read but not write, and a signed-out caller neither', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, 'User');
    const row = await insertCategory(ctx.database.db, { name: 'Ikan' });
    expect((await send(user, 'GET', `${BASE}/admin/${row.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', BASE, valid],
      ['PUT', `${BASE}/${row.id}`, valid],
      ['PATCH', `${BASE}/${row.id}/status`, { isPopular: true }],
      ['DELETE', `${BASE}/${row.id}`, undefined],
    ] as const) {
      expect((await send(user, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await send(undefined, 'GET', `${BASE}/admin`)).statusCode).toBe(401);
    expect(await changesOf(row.id)).toEqual([]);
  });
});
