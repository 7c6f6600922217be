import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { banners, contactMessages, orders, products, staffUsers } from '../db/schema/index.ts';
import { createAccount } from '../modules/accounts/index.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { BUYER, insertBanner, insertCategory, insertProduct, orderPayload } from '../test/fixtures.ts';
import { inEnglish, signInAs, type SignedIn } from '../test/staff.ts';
import { MAX_JSON_DEPTH } from './json-body.ts';

const ctx = useTestApp();

// Each request from its own address, so the per-route rate limits (orders, sign-in) stay out of the way.
let address = 0;
const nextAddress = () => `10.8.${Math.floor(++address / 250)}.${address % 250}`;
const placeOrder = (payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Orders/create',
    payload: payload as object,
    remoteAddress: nextAddress(),
  });
const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress: nextAddress() });
const call = (staff: SignedIn, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: staff.headers, payload });

/** One product on sale (10 in stock), in its own category. */
async function kepiting() {
  const category = await insertCategory(ctx.database.db, { name: 'Kepiting' });
  return insertProduct(ctx.database.db, { name: 'Kepiting Bakau', categoryId: category.id, stock: 10 });
}

/** A valid body of POST /api/Product in a new category. */
async function productBody() {
  const category = await insertCategory(ctx.database.db, { name: 'Kepiting' });
  return {
    productName: 'Kepiting Bakau Super',
    categoryId: category.id,
    description: 'Kepiting bakau hidup dari Kalimantan',
    weight: '1.5',
    location: 'Jakarta Utara',
    originalPrice: 300_000,
    discountPrice: 0,
    rating: 4.5,
    totalSold: 3,
    productStatus: 'Fresh',
  };
}

const createAccountAs = (staff: SignedIn, username: string, role: string) =>
  call(staff, 'POST', '/users/api/users/create', { username, password: 'rahasia-123', role });

/** Ways Number() would read `id` that no client of the shop writes: hex, binary, octal, exponent, sign, fraction, padding. */
const lookAlikesOf = (id: number) => [
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}e0`,
  `%2B${id}`,
  `${id}.0`,
  `%20${id}`,
];

/** Garbage a client may send: every one is a 4xx with a message, never a 500. */
describe('malformed requests', () => {
  it.each([
    ['GET', '/api/Product/paginated?search=%00%27'],
    ['GET', '/api/CrabClawCategories/slug/%00'],
    ['GET', '/product/x/%00'],
    ['GET', '/api/Product/paginated?page=1e400'],
    ['GET', '/api/Product/%E0%A4%A'],
    ['GET', '/media/%00/card.webp'],
  ])('%s %s', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['/api/contact', { name: 'Ani\u0000', email: 'ani@example.id', message: 'Halo' }],
    ['/api/Orders/track', { orderNumber: 'CC\u0000', contact: 'a@b.id' }],
    ['/api/contact', 'not json'],
    ['/api/Orders/create', null],
  ])('POST %s with a bad body', async (url, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('reads a query key "__proto__" as a plain key, not as the prototype of the query', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/Product/paginated?__proto__=a&__proto__=b' });
    expect(response.statusCode).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  let app: App;
  const logged: { level: number; msg: string }[] = [];
  let client = 0;

  beforeAll(async () => {
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
      database: await testDatabase(),
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
  });
  afterAll(() => app.close());

  // Each request from its own address, so the per-route rate limits stay out of the way.
  const post = (url: string, payload: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: `10.9.0.${++client}`,
    });
  const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it.each([
    ['/api/Orders/create', 'arrays', arrays],
    ['/api/Orders/create', 'objects', objects],
    ['/api/contact', 'arrays', arrays],
    ['/api/contact', 'objects', objects],
    ['/auth/login', 'arrays', arrays],
    ['/auth/login', 'objects', objects],
  ])('POST %s with %s nested 4,000 deep is a 400, logged as nothing worse than a warning', async (url, _, nest) => {
    logged.length = 0;
    const response = await post(url, nest(4000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.jsonTooDeep', params: { max: MAX_JSON_DEPTH } });
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
  });

  it("refuses one level past the limit and otherwise keeps Fastify's JSON rules", async () => {
    const refused = await post('/api/contact', arrays(MAX_JSON_DEPTH + 1));
    expect(refused.json().code).toBe('request.jsonTooDeep');
    const deepest = await post('/api/contact', arrays(MAX_JSON_DEPTH));
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().code).toBe('request.invalidFields');
    // Prototype poisoning, an empty body and the body limit answer as Fastify's own parser does.
    expect((await post('/api/contact', '{"__proto__": {"admin": true}}')).statusCode).toBe(400);
    expect((await post('/api/contact', '{"constructor": {"prototype": {"admin": true}}}')).statusCode).toBe(400);
    expect((await post('/api/contact', '')).statusCode).toBe(400);
    expect((await post('/api/contact', JSON.stringify({ message: 'x'.repeat(1024 * 1024) }))).statusCode).toBe(413);
  });
});

describe('numbers written as anything but decimal digits', () => {
  it('deletes no product for a hex, binary, exponent, signed, fractional or padded id, answering 400', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const product = await kepiting();
    for (const id of lookAlikesOf(product.id)) {
      const response = await call(manager, 'DELETE', `/api/Product/${id}`);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 400 });
    }
    const [kept] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(kept!.deletedAt).toBeNull();
  });

  it('toggles no banner for a look-alike id, answering 400', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const banner = await insertBanner(ctx.database.db, { title: 'Promo Kepiting', isActive: true });
    for (const id of lookAlikesOf(banner.id)) {
      const response = await call(manager, 'PATCH', `/api/Banner/${id}/toggle-status`);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 400 });
    }
    const [kept] = await ctx.database.db.select().from(banners).where(eq(banners.id, banner.id));
    expect(kept!.isActive).toBe(true);
  });

  it('changes no account’s role for a look-alike id, answering 400', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const kasir = await createAccount(ctx.database.db, { username: 'kasir', password: 'rahasia-123', role: 'User' });
    for (const id of [...lookAlikesOf(kasir.id), 'true']) {
      const response = await call(admin, 'PUT', `/users/api/users/${id}/role`, { role: 'Manager' });
      expect({ id, status: response.statusCode }).toEqual({ id, status: 400 });
    }
    const [kept] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.id, kasir.id));
    expect(kept!.role).toBe('User');
  });

  it('reads leading zeros as the decimal number they write', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const kasir = await createAccount(ctx.database.db, { username: 'kasir', password: 'rahasia-123', role: 'User' });
    const response = await call(admin, 'PUT', `/users/api/users/00${kasir.id}/role`, { role: 'Manager' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('Manager');
  });

  it.each([['0x2'], ['1e1'], ['%2B2'], ['2.0'], ['%202']])(
    'GET /api/Product/paginated?page=%s answers 400',
    async (page) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/Product/paginated?page=${page}` });
      expect(response.statusCode).toBe(400);
    },
  );

  it('still reads the pages the storefront asks for', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/Product/paginated?page=02&pageSize=12' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ currentPage: 2, pageSize: 12 });
  });

  it.each([[true], ['1e1'], [[2]], ['0x2'], [' 2']])(
    'places no order for a line of quantity %j, answering 400 that the quantity must be whole',
    async (quantity) => {
      const product = await kepiting();
      const response = await placeOrder(
        orderPayload([{ productId: product.id, quantity: quantity as unknown as number }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldCodes).toEqual({ 'items.0.quantity': { code: 'checkout.quantityWhole' } });
      expect(await ctx.database.db.select().from(orders)).toEqual([]);
      const [kept] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
      expect(kept!.stock).toBe(10);
    },
  );

  it('stores no product priced in hex or with an exponent', async () => {
    const manager = inEnglish(await signInAs(ctx.app, ctx.database.db, 'Manager'));
    const product = await productBody();
    for (const originalPrice of ['0x10', '1e5', true]) {
      const response = await call(manager, 'POST', '/api/Product', { ...product, originalPrice });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ originalPrice: 'Price must be a whole number of rupiah' });
    }
    expect(await ctx.database.db.select().from(products)).toEqual([]);
  });
});

describe('a wrong value is not reported as missing', () => {
  it('says a role that is not offered and a status that is no boolean are not valid', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const created = await createAccountAs(owner, 'pemilik2', 'Owner');
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ role: 'Pilih role dari daftar' });
    const kasir = await createAccount(ctx.database.db, { username: 'kasir', password: 'rahasia-123', role: 'User' });
    const status = await call(owner, 'PUT', `/users/api/users/${kasir.id}/status`, { isActive: 'false' });
    expect(status.statusCode).toBe(400);
    expect(status.json().errors).toEqual({ isActive: 'Harus true atau false' });
  });

  it('says a province that is none, a province no shipping serves and items that are no list are not valid', async () => {
    const product = await kepiting();
    const lines = [{ productId: product.id, quantity: 1 }];
    const atlantis = await placeOrder(
      orderPayload(lines, 'bank_transfer', { ...BUYER, province: 'Atlantis' as never }),
    );
    expect(atlantis.json().errors).toEqual({ 'customerInfo.province': 'Pilih provinsi dari daftar' });
    // Bali is a province of Indonesia; the shop's shipping zones (decision 041) serve only Java by default.
    const bali = await placeOrder(orderPayload(lines, 'bank_transfer', { ...BUYER, province: 'Bali' as never }));
    expect(bali.json().errors).toEqual({ shippingMethod: 'Belum ada metode pengiriman toko yang melayani Bali.' });
    const object = await placeOrder({ ...orderPayload(lines), items: { productId: product.id, quantity: 1 } });
    expect(object.json().errors).toEqual({ items: 'Nilai tidak valid' });
  });

  it('says a product status that is not the shop’s is unknown, and a category that does not exist so', async () => {
    const manager = inEnglish(await signInAs(ctx.app, ctx.database.db, 'Manager'));
    const product = await productBody();
    const status = await call(manager, 'POST', '/api/Product', { ...product, productStatus: 'available' });
    expect(status.json().errors).toEqual({ productStatus: 'Unknown product status' });
    const missing = await call(manager, 'POST', '/api/Product', { ...product, categoryId: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'The category does not exist',
      errors: { categoryId: 'The category does not exist' },
    });
    expect(await ctx.database.db.select().from(products)).toEqual([]);
  });
});

describe('look-alike usernames', () => {
  it('refuses a fullwidth copy of a taken username as taken, and signs it in as the account it copies', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner', 'owner', 'rahasia-pemilik');
    const response = await createAccountAs(owner, 'ｏｗｎｅｒ', 'Admin');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('account.usernameTaken');
    expect(await ctx.database.db.select().from(staffUsers)).toHaveLength(1);
    expect((await signIn('ｏｗｎｅｒ', 'rahasia-pemilik')).json().user).toMatchObject({
      id: owner.id,
      username: 'owner',
    });
  });

  it('stores a new username in its plain form', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const response = await createAccountAs(owner, 'ｋａｓｉｒ', 'User');
    expect(response.statusCode).toBe(201);
    expect(response.json().username).toBe('kasir');
    expect((await signIn('kasir', 'rahasia-123')).statusCode).toBe(200);
  });
});

describe('text that is not well-formed Unicode', () => {
  const contact = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: nextAddress() });
  const message = { name: 'Ani', email: 'ani@example.id', message: 'Halo' };

  // JSON.stringify writes a lone surrogate as the escape "\ud800", as the probe sent it.
  it('refuses a lone surrogate in an order like a NUL character, storing nothing', async () => {
    const product = await kepiting();
    for (const fullName of ['Bud\uD800i', 'Budi \uDC00', 'Budi \uDE00\uD83D']) {
      const response = await placeOrder(
        orderPayload([{ productId: product.id, quantity: 1 }], 'bank_transfer', { ...BUYER, fullName }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('request.malformed');
    }
    expect(await ctx.database.db.select().from(orders)).toEqual([]);
  });

  it('refuses a lone surrogate in a key, a nested value and a contact message', async () => {
    for (const payload of [
      { ...message, message: 'Halo \uD800' },
      { ...message, ['x\uDBFF']: 1 },
      { ...message, extra: [{ deep: ['\uDFFF'] }] },
    ]) {
      const response = await contact(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('request.malformed');
    }
    expect(await ctx.database.db.select().from(contactMessages)).toEqual([]);
  });

  it('keeps accepting characters written as surrogate pairs (emoji)', async () => {
    const response = await contact({ ...message, name: 'Ani 🦀', message: 'Kepiting 🦀 segar?' });
    expect(response.statusCode).toBe(201);
  });

  it('still refuses NUL with its own code', async () => {
    const response = await contact({ ...message, message: 'Halo\u0000' });
    expect(response.json().code).toBe('request.nulCharacters');
  });
});
