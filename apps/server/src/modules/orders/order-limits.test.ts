import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { BUYER, buyer, insertCrabs, setShopSetting, stockOf } from './test-orders.ts';

const ctx = useTestApp();

// Each request from its own address, so the per-client rate limit stays out of the way.
let client = 0;
const place = (
  customerInfo: object,
  items: { productId: number; quantity: number }[],
  language = 'id',
  payment = 'bank_transfer',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Orders/create',
    payload: { customerInfo, items, shippingMethod: { id: 'regular' }, paymentMethod: { id: payment } },
    headers: { 'accept-language': language },
    remoteAddress: `10.7.${Math.floor(++client / 250)}.${client % 250}`,
  });

describe('what one order may take', () => {
  it('refuses the hoarding order, 99 of each of 50 products, when the cap per product is lower', async () => {
    const { db } = ctx.database;
    await setShopSetting(db, '006', 10);
    const crabs = await insertCrabs(db, 50, 500);
    const hoard = crabs.map((crab) => ({ productId: crab.id, quantity: 99 }));

    const refused = await place(BUYER, hoard, 'en');
    expect(refused.statusCode).toBe(400);
    const tooMany = { code: 'order.tooManyUnits', params: { max: 10 } };
    expect(refused.json()).toEqual({
      ...tooMany,
      message: 'At most 10 of one product per order.',
      errors: { items: 'At most 10 of one product per order.' },
      fieldCodes: { items: tooMany },
    });
    expect((await place(BUYER, hoard)).json().message).toBe('Jumlah maksimal 10 per produk dalam satu pesanan.');
    expect((await stockOf(db, crabs[0]!.id)).stock).toBe(500);
    expect((await place(BUYER, [{ productId: crabs[0]!.id, quantity: 10 }])).statusCode).toBe(201);
  });

  it('caps a product at 99 by default, counting the same product twice in one order as one line', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 500);
    const twice = await place(BUYER, [
      { productId: crab!.id, quantity: 60 },
      { productId: crab!.id, quantity: 60 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ items: 'Jumlah maksimal 99 per produk dalam satu pesanan.' });
  });
});

describe('unpaid orders per e-mail and per phone', () => {
  it('refuses the fourth unpaid order of one e-mail or one phone, and counts paid or cancelled ones out', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 100);
    const line = [{ productId: crab!.id, quantity: 1 }];
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await place(BUYER, line));
    expect(placed.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);

    const sameEmail = await place({ ...BUYER, email: 'SITI@example.co.id', phone: '089900001111' }, line, 'en');
    expect(sameEmail.statusCode).toBe(409);
    const unpaid = { code: 'order.unpaidByEmail', params: { count: 3 } };
    expect(sameEmail.json()).toEqual({
      ...unpaid,
      fieldCodes: { 'customerInfo.email': unpaid },
      message: 'There are already 3 unpaid orders with this e-mail address. Please pay for them before ordering again.',
      errors: {
        'customerInfo.email':
          'There are already 3 unpaid orders with this e-mail address. Please pay for them before ordering again.',
      },
    });
    const samePhone = await place({ ...BUYER, email: 'lain@example.id' }, line);
    expect(samePhone.statusCode).toBe(409);
    expect(Object.keys(samePhone.json().errors)).toEqual(['customerInfo.phone']);
    expect(samePhone.json().message).toMatch(/^Masih ada 3 pesanan belum dibayar dengan nomor telepon ini/);
    expect((await stockOf(db, crab!.id)).stock).toBe(97);

    const [first, second] = placed.map((answer) => answer.json().data.orderId as number);
    await db.update(orders).set({ paymentStatus: 'Paid' }).where(eq(orders.id, first!));
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, second!));
    expect((await place(BUYER, line)).statusCode).toBe(201);
    expect((await place(BUYER, line)).statusCode).toBe(201);
    expect((await place(BUYER, line)).statusCode).toBe(409);
  });

  it('counts cash-on-delivery orders, and tells their buyer to wait for them to be paid on arrival or contact us', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 100);
    const line = [{ productId: crab!.id, quantity: 1 }];
    const cod = buyer(11);
    for (let i = 0; i < 3; i++) expect((await place(cod, line, 'id', 'cod')).statusCode).toBe(201);

    const refused = await place(cod, line, 'id', 'cod');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'order.unpaidOnDeliveryByEmail',
      params: { count: 3 },
      message:
        'Masih ada 3 pesanan belum dibayar dengan email ini, termasuk pesanan bayar di tempat (COD) yang baru dibayar saat tiba. Anda dapat memesan lagi setelah pesanan tersebut dibayar; bila tidak bisa menunggu, hubungi kami.',
    });
    expect((await place(cod, line, 'en', 'bank_transfer')).json().message).toBe(
      'There are already 3 unpaid orders with this e-mail address, cash-on-delivery orders among them, which are paid only when they arrive. You can order again once they have been paid; if you cannot wait, please contact us.',
    );

    // One of three by the phone, the others paid up front: still the truth that one waits for delivery.
    const mixed = buyer(12);
    await place(mixed, line, 'id', 'cod');
    await place({ ...mixed, email: 'lain.12@example.id' }, line);
    await place({ ...mixed, email: 'lain.12b@example.id' }, line);
    const samePhone = await place({ ...mixed, email: 'lain.12c@example.id' }, line);
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({ code: 'order.unpaidOnDeliveryByPhone', params: { count: 3 } });
    expect(Object.keys(samePhone.json().errors)).toEqual(['customerInfo.phone']);
  });

  it('holds when one buyer sends many orders at once', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 100);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => place(buyer(7), [{ productId: crab!.id, quantity: 2 }])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(94);
  });
});

describe('the largest total of one unpaid order (general parameter 012)', () => {
  it('refuses 99 of each of 13 products (over Rp 100 million) in the customer’s language, and takes no stock', async () => {
    const { db } = ctx.database;
    const crabs = await insertCrabs(db, 13, 500);
    const hoard = crabs.map((crab) => ({ productId: crab.id, quantity: 99 }));

    const refused = await place(BUYER, hoard, 'en');
    expect(refused.statusCode).toBe(400);
    const message =
      'The order total Rp 128.715.000 is over the Rp 25.000.000 limit for one unpaid order. Order fewer units, or contact us for a large order.';
    expect(refused.json()).toMatchObject({ code: 'order.unpaidTotalTooLarge', message, errors: { items: message } });
    expect((await place(BUYER, hoard, 'id', 'cod')).json().message).toBe(
      'Total pesanan Rp 128.720.000 melebihi batas Rp 25.000.000 untuk satu pesanan yang belum dibayar. Kurangi jumlahnya, atau hubungi kami untuk pesanan besar.',
    );
    expect(await Promise.all(crabs.map(async (crab) => (await stockOf(db, crab.id)).stock))).toEqual(
      Array<number>(13).fill(500),
    );
    expect(await db.select().from(orders)).toHaveLength(0);
    expect((await place(BUYER, hoard.slice(0, 2))).statusCode).toBe(201);
  });

  it('takes the limit staff set', async () => {
    const { db } = ctx.database;
    await setShopSetting(db, '012', 500_000);
    const [crab] = await insertCrabs(db, 1, 50);
    expect((await place(BUYER, [{ productId: crab!.id, quantity: 5 }])).statusCode).toBe(400);
    expect((await place(BUYER, [{ productId: crab!.id, quantity: 4 }])).statusCode).toBe(201);
  });
});
