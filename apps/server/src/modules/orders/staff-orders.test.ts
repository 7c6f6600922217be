import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@crabclaw/shared';
import { orderMessages, orders, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import {
  BUYER,
  buyer,
  historyRows,
  insertCrabs,
  orderRow,
  placeTestOrder,
  setShopSetting,
  stockOf,
} from './test-orders.ts';

const ctx = useTestApp();
const signIn = (role: StaffRole) => signInAs(ctx.app, ctx.database.db, role);

type Lines = { productId: number; quantity: number }[];

function takeOrder(staff: SignedIn | null, items: Lines, extra: object = {}, language = 'id') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: { ...staff?.headers, 'accept-language': language },
    payload: {
      customerInfo: BUYER,
      items,
      shippingMethod: { id: 'regular' },
      paymentMethod: { id: 'bank_transfer' },
      channel: 'phone',
      ...extra,
    },
  });
}

function editLines(staff: SignedIn | null, id: number, items: Lines, extra: object = {}, language = 'id') {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${id}/lines`,
    headers: { ...staff?.headers, 'accept-language': language },
    payload: { items, shippingMethod: { id: 'regular' }, ...extra },
  });
}

const findCustomers = (staff: SignedIn, search: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/orders/customers?search=${encodeURIComponent(search)}`,
    headers: staff.headers,
  });

describe('POST /api/admin/orders', () => {
  it('refuses a User (403) and a signed-out caller (401), and takes no stock', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const user = await signIn('User');
    expect((await takeOrder(user, [{ productId: crab!.id, quantity: 1 }])).statusCode).toBe(403);
    expect((await takeOrder(null, [{ productId: crab!.id, quantity: 1 }])).statusCode).toBe(401);
    expect((await findCustomers(user, BUYER.phone)).statusCode).toBe(403);
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(10);
  });

  it('records the channel and who took it down, prices it from the catalogue and sends the order e-mail', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const manager = await signIn('Manager');

    const taken = await takeOrder(manager, [{ productId: crab!.id, quantity: 3, price: 1 } as never], {
      pricing: { total: 1 },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const order = taken.json();
    expect(order).toMatchObject({ channel: 'phone', status: 'Pending', paymentStatus: 'Pending', paymentDate: null });
    expect(order.orderItems[0]).toMatchObject({ quantity: 3, unitPrice: crab!.price, totalPrice: 3 * crab!.price });
    expect(order.history).toEqual([
      expect.objectContaining({ kind: 'placed', from: null, to: 'phone', changedBy: manager.username }),
    ]);
    expect((await stockOf(db, crab!.id)).stock).toBe(7);
    const messages = await db.select().from(orderMessages).where(eq(orderMessages.orderId, order.orderId));
    expect(messages.map((message) => [message.kind, message.recipient])).toContainEqual(['orderReceived', BUYER.email]);

    const chat = await takeOrder(manager, [{ productId: crab!.id, quantity: 1 }], {
      channel: 'whatsapp',
      customerInfo: buyer(2),
    });
    expect(chat.json()).toMatchObject({ channel: 'whatsapp' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/Orders?channel=whatsapp', headers: manager.headers });
    expect(list.json().data.map((row: { orderId: number }) => row.orderId)).toEqual([chat.json().orderId]);
  });

  it('refuses a channel that is not phone or WhatsApp, in the staff member’s language, and writes nothing', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const admin = await signIn('Admin');
    for (const channel of ['web', 'staff', undefined]) {
      const refused = await takeOrder(admin, [{ productId: crab!.id, quantity: 1 }], { channel }, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ channel: 'Choose where this order came from: phone or WhatsApp.' });
    }
    const stockShort = await takeOrder(admin, [{ productId: crab!.id, quantity: 11 }]);
    expect(stockShort.statusCode).toBe(409);
    expect(stockShort.json().message).toBe('Stok Kepiting 1 tidak mencukupi: tersisa 10.');
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(10);
  });

  it('counts an unpaid staff order toward the caps, and a paid one neither is refused by them nor counts', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 50);
    await setShopSetting(db, '007', 1);
    await setShopSetting(db, '012', 2 * crab!.price);
    const owner = await signIn('Owner');
    await placeTestOrder(db, { lines: [{ productId: crab!.id, quantity: 1 }] });

    const unpaid = await takeOrder(owner, [{ productId: crab!.id, quantity: 1 }]);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('order.unpaidByEmail');

    const before = Date.now();
    const paid = await takeOrder(owner, [{ productId: crab!.id, quantity: 3 }], { paid: true });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json();
    expect(order.total).toBeGreaterThan(2 * crab!.price);
    expect(order).toMatchObject({ paymentStatus: 'Paid', paymentDeadline: null });
    expect(Date.parse(order.paymentDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(order.history.map((entry: { kind: string; to: string }) => [entry.kind, entry.to])).toEqual([
      ['placed', 'phone'],
      ['payment', 'Paid'],
    ]);
    expect((await orderRow(db, order.orderId)).paymentDate).not.toBeNull();

    // Paying the first order frees the cap: the paid staff order does not count toward it.
    await db.update(orders).set({ paymentStatus: 'Paid' });
    expect((await takeOrder(owner, [{ productId: crab!.id, quantity: 1 }])).statusCode).toBe(201);
  });
});

describe('GET /api/admin/orders/customers', () => {
  it('finds an earlier customer by part of the name, e-mail or phone for Admin, with their latest details', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 50);
    await placeTestOrder(db, { lines: [{ productId: crab!.id, quantity: 1 }] });
    const moved = { ...BUYER, address: 'Jl. Pantai Indah No. 5, Pluit', city: 'Jakarta Utara' };
    await placeTestOrder(db, { lines: [{ productId: crab!.id, quantity: 1 }], customerInfo: moved });
    const admin = await signIn('Admin');

    for (const search of ['siti', 'SITI@example', '+62 812-3456', '0812 3456 7890']) {
      const found = await findCustomers(admin, search);
      expect(found.statusCode, search).toBe(200);
      expect(found.json()).toEqual([
        {
          fullName: BUYER.fullName,
          email: BUYER.email,
          phone: BUYER.phone,
          address: moved.address,
          city: moved.city,
          province: BUYER.province,
          postalCode: BUYER.postalCode,
          lastOrderDate: expect.any(String),
        },
      ]);
    }
    expect((await findCustomers(admin, 'nobody here')).json()).toEqual([]);
    expect((await findCustomers(admin, 'si')).statusCode).toBe(400);
  });

  it('finds a customer for a Manager only by the exact phone number or e-mail the caller gives', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 50);
    await placeTestOrder(db, { lines: [{ productId: crab!.id, quantity: 1 }] });
    const manager = await signIn('Manager');

    expect((await findCustomers(manager, '+62 812-3456-7890')).json()).toMatchObject([{ email: BUYER.email }]);
    expect((await findCustomers(manager, 'Siti@Example.co.id')).json()).toMatchObject([{ phone: BUYER.phone }]);
    expect((await findCustomers(manager, 'siti')).json()).toEqual([]);
    expect((await findCustomers(manager, '0812345')).json()).toEqual([]);
  });
});

describe('PUT /api/admin/orders/:id/lines', () => {
  async function anOrder(stock = 10) {
    const { db } = ctx.database;
    const crabs = await insertCrabs(db, 3, stock);
    const order = await placeTestOrder(db, {
      lines: [
        { productId: crabs[0]!.id, quantity: 3 },
        { productId: crabs[1]!.id, quantity: 2 },
      ],
    });
    return { crabs, order };
  }

  it('moves stock by the difference, prices the order again and records before and after', async () => {
    const { db } = ctx.database;
    const { crabs, order } = await anOrder();
    const [a, b, c] = crabs;
    const manager = await signIn('Manager');

    const edited = await editLines(
      manager,
      order.orderId,
      [
        { productId: a!.id, quantity: 5 },
        { productId: c!.id, quantity: 4 },
      ],
      { shippingMethod: { id: 'express' }, notes: 'Tambah 2 ekor' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json();
    expect(after.orderNumber).toBe(order.orderNumber);
    expect(
      after.orderItems.map((line: { productId: number; quantity: number }) => [line.productId, line.quantity]),
    ).toEqual([
      [a!.id, 5],
      [c!.id, 4],
    ]);
    const subtotal = 5 * a!.price + 4 * c!.price;
    expect(after).toMatchObject({
      subtotal,
      total: subtotal + after.shippingCost + after.paymentFee,
      notes: 'Tambah 2 ekor',
    });
    expect(after.shippingMethod.name).not.toBe(order.shippingMethod.name);
    expect([
      (await stockOf(db, a!.id)).stock,
      (await stockOf(db, b!.id)).stock,
      (await stockOf(db, c!.id)).stock,
    ]).toEqual([5, 10, 6]);
    expect((await orderRow(db, order.orderId)).accessTokenHash).toBeTruthy();
    const [entry] = await historyRows(db, order.orderId);
    expect(entry).toMatchObject({ kind: 'lines', changedBy: manager.username });
    expect(JSON.parse(entry!.fromValue!)).toMatchObject({
      lines: [
        { productId: a!.id, quantity: 3 },
        { productId: b!.id, quantity: 2 },
      ],
      total: order.total,
    });
    expect(JSON.parse(entry!.toValue!)).toMatchObject({ shippingMethodId: 'express', total: after.total });
  });

  it('keeps the price a line was sold at when its quantity changes', async () => {
    const { db } = ctx.database;
    const { crabs, order } = await anOrder();
    await db.update(products).set({ price: 1_000_000 }).where(eq(products.id, crabs[0]!.id));
    const admin = await signIn('Admin');
    const edited = await editLines(admin, order.orderId, [{ productId: crabs[0]!.id, quantity: 4 }]);
    expect(edited.json().orderItems).toMatchObject([{ quantity: 4, unitPrice: crabs[0]!.price }]);
    expect((await stockOf(db, crabs[1]!.id)).stock).toBe(10);
  });

  it('tells the shop when adding to an order takes a product to its low-stock threshold, once', async () => {
    const { db } = ctx.database;
    const { crabs, order } = await anOrder(); // crab 0: 10 -> 7
    await db.update(products).set({ lowStockThreshold: 4 }).where(eq(products.id, crabs[0]!.id));
    await setShopSetting(db, '015', 'gudang@crabclaw.test');
    const lowStock = async () =>
      (await db.select().from(orderMessages).where(eq(orderMessages.orderId, order.orderId))).filter(
        (message) => message.kind === 'lowStock',
      );
    const manager = await signIn('Manager');
    const withCrab1 = { productId: crabs[1]!.id, quantity: 2 };

    await editLines(manager, order.orderId, [{ productId: crabs[0]!.id, quantity: 4 }, withCrab1]); // 7 -> 6
    expect(await lowStock()).toEqual([]);
    await editLines(manager, order.orderId, [{ productId: crabs[0]!.id, quantity: 7 }, withCrab1]); // 6 -> 3
    expect(await lowStock()).toMatchObject([
      { recipient: 'gudang@crabclaw.test', details: { productId: String(crabs[0]!.id), stock: '3', threshold: '4' } },
    ]);
    await editLines(manager, order.orderId, [{ productId: crabs[0]!.id, quantity: 8 }, withCrab1]); // 3 -> 2
    expect(await lowStock()).toHaveLength(1);
  });

  it('holds a changed order to the delivery rule: a live product goes by no method that cannot carry it', async () => {
    const { db } = ctx.database;
    const { crabs, order } = await anOrder();
    await db.update(products).set({ handling: 'live' }).where(eq(products.id, crabs[2]!.id));
    const admin = await signIn('Admin');
    const edited = await editLines(admin, order.orderId, [{ productId: crabs[2]!.id, quantity: 1 }]);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors.shippingMethod).toEqual(expect.any(String));
    expect((await stockOf(db, crabs[2]!.id)).stock).toBe(10);
  });

  it('refuses a paid, a shipped or an unchanged order, a shortage and a User, and changes nothing', async () => {
    const { db } = ctx.database;
    const { crabs, order } = await anOrder();
    const [a] = crabs;
    const owner = await signIn('Owner');
    const user = await signIn('User');
    const same = [
      { productId: crabs[0]!.id, quantity: 3 },
      { productId: crabs[1]!.id, quantity: 2 },
    ];

    expect((await editLines(user, order.orderId, [{ productId: a!.id, quantity: 1 }])).statusCode).toBe(403);
    const short = await editLines(owner, order.orderId, [{ productId: a!.id, quantity: 14 }]);
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('order.stockShort');
    const unchanged = await editLines(owner, order.orderId, same, {}, 'en');
    expect(unchanged.json()).toMatchObject({
      code: 'staffOrder.editUnchanged',
      message: 'Nothing changed in this order.',
    });

    await db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, order.orderId));
    const shipped = await editLines(owner, order.orderId, [{ productId: a!.id, quantity: 1 }], {}, 'en');
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe('An order with status Shipped cannot be changed: only orders not yet shipped.');

    await db.update(orders).set({ status: 'Processing', paymentStatus: 'Paid' }).where(eq(orders.id, order.orderId));
    const paid = await editLines(owner, order.orderId, [{ productId: a!.id, quantity: 1 }]);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('Pesanan yang sudah dibayar tidak bisa diubah. Batalkan dan buat pesanan baru.');

    expect((await stockOf(db, a!.id)).stock).toBe(7);
    expect(await historyRows(db, order.orderId)).toEqual([]);
  });
});
