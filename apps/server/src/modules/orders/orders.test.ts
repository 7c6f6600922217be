import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertGeneralParameters, insertProduct } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
import { setShopSetting } from './test-orders.ts';

const ctx = useTestApp();

const customerInfo = {
  fullName: 'Siti Rahayu',
  email: 'Siti@Example.co.id',
  phone: '081234567890',
  address: 'Jl. Kemang Raya No. 10, Mampang',
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  postalCode: '12730',
  notes: 'Tolong kirim pagi',
};

async function seedProducts() {
  const db = ctx.database.db;
  const crabs = await insertCategory(db, { name: 'Kepiting' });
  const mudCrab = await insertProduct(db, {
    name: 'Kepiting Bakau',
    categoryId: crabs.id,
    originalPrice: 285_000,
    discountPrice: 259_000,
    stock: 5,
  });
  const rajungan = await insertProduct(db, {
    name: 'Rajungan',
    categoryId: crabs.id,
    originalPrice: 120_000,
    stock: 50,
  });
  const retired = await insertProduct(db, {
    name: 'Kepiting Kenari',
    categoryId: crabs.id,
    originalPrice: 450_000,
    status: 'Discontinued',
    stock: 5,
  });
  return { mudCrab, rajungan, retired };
}

function order(items: { productId: number; quantity: number }[], extra: Record<string, unknown> = {}) {
  return { customerInfo, items, shippingMethod: { id: 'express' }, paymentMethod: { id: 'ewallet' }, ...extra };
}

// Each call comes from its own address, so the per-client rate limit stays out of the way (it has its own test).
let client = 0;
const nextAddress = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;
const place = (body: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/Orders/create', payload: body as object, headers, remoteAddress });
const stockOf = async (id: number) =>
  (await ctx.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

describe('POST /api/Orders/create', () => {
  it('prices the order from the database, ignoring what the client says things cost', async () => {
    const { mudCrab, rajungan } = await seedProducts();
    const response = await place(
      order(
        [
          { productId: mudCrab.id, quantity: 2, price: 1, productName: 'Gratis' } as never,
          { productId: rajungan.id, quantity: 1 },
        ],
        {
          shippingMethod: { id: 'express', price: 0 },
          paymentMethod: { id: 'ewallet', fee: 0 },
          pricing: { total: 1 },
        },
      ),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.orderNumber).toMatch(/^CC-\d{8}-0001$/);
    expect(data).toMatchObject({
      status: 'Pending',
      paymentStatus: 'Pending',
      subtotal: 2 * 259_000 + 120_000,
      shippingCost: 25_000,
      paymentFee: 2_500,
      total: 638_000 + 25_000 + 2_500,
      customer: { fullName: 'Siti Rahayu', email: 'siti@example.co.id', phone: '081234567890' },
      shippingAddress: { city: 'Jakarta Selatan', province: 'DKI Jakarta', postalCode: '12730' },
      shippingMethod: { id: 'express', estimatedDays: '1-2' },
      paymentMethod: { id: 'ewallet', name: 'E-Wallet' },
      notes: 'Tolong kirim pagi',
    });
    expect(data.orderItems).toEqual([
      {
        productId: mudCrab.id,
        productName: 'Kepiting Bakau',
        productImage: null,
        quantity: 2,
        unitPrice: 259_000,
        totalPrice: 518_000,
        saleUnit: 'kg',
        weight: 1,
      },
      {
        productId: rajungan.id,
        productName: 'Rajungan',
        productImage: null,
        quantity: 1,
        unitPrice: 120_000,
        totalPrice: 120_000,
        saleUnit: 'kg',
        weight: 1,
      },
    ]);
    expect(data.accessToken).toEqual(expect.any(String));
    expect(await stockOf(mudCrab.id)).toBe(3);
    // The line keeps how it was sold when the product is later sold another way.
    await ctx.database.db.update(products).set({ saleUnit: 'pack', weight: 2 }).where(eq(products.id, mudCrab.id));
    const reread = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${data.orderId}?token=${encodeURIComponent(data.accessToken)}`,
    });
    expect(reread.json().orderItems[0]).toMatchObject({ saleUnit: 'kg', weight: 1 });
    const second = (await place(order([{ productId: rajungan.id, quantity: 1 }]))).json();
    expect(second.data.orderNumber).toMatch(/-0002$/);
  });

  it('takes an order worth more than PostgreSQL’s integer (Rp 2.1 billion), and the staff list shows it', async () => {
    await setShopSetting(ctx.database.db, '012', 1_000_000_000_000);
    const lobsters = await insertCategory(ctx.database.db, { name: 'Lobster' });
    const priciest = await insertProduct(ctx.database.db, {
      name: 'Lobster Mutiara Pilihan',
      categoryId: lobsters.id,
      originalPrice: 2_147_483_647,
      stock: 99,
    });
    const response = await place(order([{ productId: priciest.id, quantity: 99 }]));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ subtotal: 99 * 2_147_483_647, total: 99 * 2_147_483_647 + 25_000 + 2_500 });
    expect(data.orderItems[0]).toMatchObject({ unitPrice: 2_147_483_647, totalPrice: 99 * 2_147_483_647 });

    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Orders', headers: owner.headers });
    expect(list.json().data[0]).toMatchObject({ orderNumber: data.orderNumber, total: data.total });
  });

  it('answers every bad field with its code and message, in the Accept-Language, and changes nothing', async () => {
    const { mudCrab } = await seedProducts();
    const badOrder = {
      customerInfo: {
        fullName: 'Al',
        email: 'bukan-email',
        phone: '08-12',
        address: 'pendek',
        city: '',
        province: 'Atlantis',
        postalCode: '123',
      },
      items: [{ productId: mudCrab.id, quantity: 0 }],
      shippingMethod: { id: 'teleport' },
      paymentMethod: {},
    };
    const response = await place(badOrder);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalidFields' });
    expect(response.json().fieldCodes).toMatchObject({
      'customerInfo.fullName': { code: 'checkout.fullNameTooShort' },
      'customerInfo.email': { code: 'checkout.emailInvalid' },
      'items.0.quantity': { code: 'checkout.quantityTooSmall', params: { min: 1 } },
      'shippingMethod.id': { code: 'checkout.shippingUnknown' },
    });
    expect(response.json().errors).toMatchObject({
      'customerInfo.fullName': 'Nama lengkap terlalu pendek',
      'customerInfo.email': 'Format email tidak valid',
      'customerInfo.phone': 'Format nomor telepon tidak valid (10 sampai 13 digit)',
      'customerInfo.address': 'Alamat terlalu pendek',
      'customerInfo.city': 'Kota wajib diisi',
      'customerInfo.province': 'Pilih provinsi dari daftar',
      'customerInfo.postalCode': 'Format kode pos tidak valid (5 digit)',
      'items.0.quantity': 'Jumlah minimal 1',
      'shippingMethod.id': 'Metode pengiriman tidak ditemukan',
      'paymentMethod.id': 'Metode pembayaran tidak ditemukan',
    });
    const inEnglish = (await place(badOrder, { 'accept-language': 'en' })).json();
    expect(inEnglish.message).toBe('The request has invalid fields.');
    expect(inEnglish.errors).toMatchObject({
      'customerInfo.email': 'Invalid e-mail format',
      'items.0.quantity': 'The quantity must be at least 1',
    });
    expect(await stockOf(mudCrab.id)).toBe(5);
  });

  it.each([
    ['no body', undefined],
    ['an empty cart', order([])],
    ['a string', 'order please'],
    ['items that are not a list', { ...order([]), items: 'x' }],
    ['a huge quantity', order([{ productId: 1, quantity: 1e12 }])],
  ])('answers 4xx, never 500, to %s', async (_, body) => {
    const response = await place(body);
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('refuses an item that cannot be bought, naming it, and keeps all stock', async () => {
    const { mudCrab, retired } = await seedProducts();
    const discontinued = await place(
      order([
        { productId: mudCrab.id, quantity: 1 },
        { productId: retired.id, quantity: 1 },
      ]),
    );
    expect(discontinued.statusCode).toBe(409);
    expect(discontinued.json().message).toContain('Kepiting Kenari');
    const tooMany = await place(order([{ productId: mudCrab.id, quantity: 6 }]));
    expect(tooMany.statusCode).toBe(409);
    const short = { code: 'order.stockShort', params: { name: 'Kepiting Bakau', productId: mudCrab.id, left: 5 } };
    expect(tooMany.json()).toEqual({
      ...short,
      message: 'Stok Kepiting Bakau tidak mencukupi: tersisa 5.',
      errors: { items: 'Stok Kepiting Bakau tidak mencukupi: tersisa 5.' },
      fieldCodes: { items: short },
    });
    const gone = await place(order([{ productId: 999_999, quantity: 1, productName: 'Udang Hantu' } as never]));
    expect(gone.json()).toMatchObject({ code: 'order.productGone', params: { name: 'Udang Hantu' } });
    const inEnglish = await place(order([{ productId: mudCrab.id, quantity: 6 }]), { 'accept-language': 'en' });
    expect(inEnglish.json()).toMatchObject({ ...short, message: 'Not enough Kepiting Bakau in stock: 5 left.' });
    expect(await stockOf(mudCrab.id)).toBe(5);
  });

  it('never sells more than the stock, whatever the concurrency', async () => {
    const { mudCrab } = await seedProducts();
    // 40 different buyers: one buyer's unpaid orders are capped (order-limits.test.ts).
    const buyer = (i: number) => ({ ...customerInfo, email: `pembeli${i}@example.id`, phone: `0812000000${i + 10}` });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        place(order([{ productId: mudCrab.id, quantity: 1 }], { customerInfo: buyer(i) })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    expect(await stockOf(mudCrab.id)).toBe(0);
    const numbers = answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.orderNumber);
    expect(new Set(numbers).size).toBe(5);
  });

  it('returns the first order for a repeated Idempotency-Key, even when the retries race', async () => {
    const { rajungan } = await seedProducts();
    const headers = { 'idempotency-key': 'checkout-7f3a9c2e-double-click' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => place(order([{ productId: rajungan.id, quantity: 2 }]), headers)),
    );
    const ids = new Set(answers.map((answer) => answer.json().data.orderId));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json().data.accessToken)).size).toBe(1);
    expect(await stockOf(rajungan.id)).toBe(48);
    expect(
      (await place(order([{ productId: rajungan.id, quantity: 1 }]), { 'idempotency-key': 'short' })).statusCode,
    ).toBe(400);
  });
});

describe('an Idempotency-Key reused with another request', () => {
  const headers = { 'idempotency-key': 'checkout-0b1c2d3e-shared-key' };
  const otherCustomer = {
    ...customerInfo,
    fullName: 'Budi Santoso',
    email: 'budi@example.id',
    phone: '089876543210',
    address: 'Jl. Dago No. 5, Coblong',
  };

  it('is refused with 422, revealing nothing of the first order, which the same request still gets', async () => {
    const { rajungan } = await seedProducts();
    const first = await place(order([{ productId: rajungan.id, quantity: 2 }]), headers);
    expect(first.statusCode).toBe(201);
    const { orderNumber, accessToken } = first.json().data;

    for (const body of [
      order([{ productId: rajungan.id, quantity: 2 }], { customerInfo: otherCustomer }),
      order([{ productId: rajungan.id, quantity: 3 }]),
      order([{ productId: rajungan.id, quantity: 2 }], { shippingMethod: { id: 'regular' } }),
    ]) {
      const refused = await place(body, { ...headers, 'accept-language': 'en' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ code: 'order.keyReused', message: expect.stringContaining('Idempotency-Key') });
      for (const secret of ['Siti', 'siti@example.co.id', '081234567890', 'Kemang', orderNumber, accessToken]) {
        expect(refused.body).not.toContain(secret);
      }
    }
    expect((await place(order([{ productId: rajungan.id, quantity: 3 }]), headers)).json().message).toMatch(
      /sudah dipakai/,
    );

    // The same request again, told differently (e-mail case, the line split in two), is the first order.
    const again = await place(
      order(
        [
          { productId: rajungan.id, quantity: 1 },
          { productId: rajungan.id, quantity: 1 },
        ],
        { customerInfo: { ...customerInfo, email: customerInfo.email.toLowerCase() } },
      ),
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ orderNumber, accessToken });
    expect(await stockOf(rajungan.id)).toBe(48);
  });

  it('is refused even when it races the first request', async () => {
    const { rajungan } = await seedProducts();
    const answers = await Promise.all([
      place(order([{ productId: rajungan.id, quantity: 1 }]), headers),
      place(order([{ productId: rajungan.id, quantity: 1 }], { customerInfo: otherCustomer }), headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await stockOf(rajungan.id)).toBe(49);
  });
});

describe('reading an order again', () => {
  async function placed() {
    const { rajungan } = await seedProducts();
    return (await place(order([{ productId: rajungan.id, quantity: 1 }]))).json().data as {
      orderId: number;
      orderNumber: string;
      accessToken: string;
    };
  }

  it('needs the access token; ids alone reveal nothing', async () => {
    const { orderId, accessToken } = await placed();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Orders/${orderId}?token=${accessToken}` })).json().customer
        .fullName,
    ).toBe('Siti Rahayu');
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/Orders/${orderId}`,
          headers: { 'x-order-token': accessToken },
        })
      ).statusCode,
    ).toBe(200);
    for (const url of [
      `/api/Orders/${orderId}`,
      `/api/Orders/${orderId}?token=wrong`,
      `/api/Orders/${orderId + 1}?token=${accessToken}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Pesanan tidak ditemukan.');
    }
  });

  it('tracks an order by number and e-mail or phone, without personal data', async () => {
    const { orderNumber } = await placed();
    const track = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/Orders/track', payload: body, remoteAddress: nextAddress() });
    const byEmail = await track({ orderNumber: orderNumber.toLowerCase(), contact: 'SITI@example.co.id' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ orderNumber, status: 'Pending', total: 120_000 + 25_000 + 2_500 });
    expect(byEmail.json().customer).toBeUndefined();
    expect((await track({ orderNumber, contact: '0812-3456-7890' })).statusCode).toBe(200);
    expect((await track({ orderNumber, contact: 'someone@else.id' })).statusCode).toBe(404);
    expect((await track({ orderNumber: '', contact: '' })).statusCode).toBe(400);
  });

  it('keeps a phone typed with +62, spaces or dashes as its digits, and tracking finds it either way', async () => {
    const { rajungan } = await seedProducts();
    const response = await place({
      ...order([{ productId: rajungan.id, quantity: 1 }]),
      customerInfo: { ...customerInfo, phone: '+62 812 3456 7890' },
    });
    expect(response.statusCode).toBe(201);
    const { orderNumber, customer } = response.json().data;
    expect(customer.phone).toBe('081234567890');
    const track = (contact: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Orders/track',
        payload: { orderNumber, contact },
        remoteAddress: nextAddress(),
      });
    expect((await track('0812-3456-7890')).statusCode).toBe(200);
    expect((await track('+62 812 3456 7890')).statusCode).toBe(200);
    expect((await track('0812-3456-7899')).statusCode).toBe(404);
    expect(
      (
        await place({
          ...order([{ productId: rajungan.id, quantity: 1 }]),
          customerInfo: { ...customerInfo, phone: '+1 415 555 0100' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('renders the invoice as a PDF named after the order', async () => {
    await insertGeneralParameters(ctx.database.db);
    const { orderId, orderNumber, accessToken } = await placed();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${orderId}/invoice?token=${accessToken}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Invoice-${orderNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/Orders/${orderId}/invoice` })).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('slows down one client that places or tracks too often', async () => {
    const track = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Orders/track',
        payload: { orderNumber: 'CC-1', contact: 'a@b.id' },
        remoteAddress: '10.9.9.9',
      });
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await track()).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/checkout/options', () => {
  it('serves the methods with their prices and fees', async () => {
    const options = (await ctx.app.inject({ method: 'GET', url: '/api/checkout/options' })).json();
    expect(options.shippingMethods.map((m: { id: string; price: number }) => [m.id, m.price])).toEqual([
      ['regular', 15_000],
      ['express', 25_000],
      ['cold_chain', 35_000],
      ['same_day', 45_000],
    ]);
    expect(options.paymentMethods.map((m: { id: string; fee: number }) => [m.id, m.fee])).toEqual([
      ['bank_transfer', 0],
      ['cod', 5_000],
      ['ewallet', 2_500],
      ['credit_card', 0],
    ]);
  });
});
