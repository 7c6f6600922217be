import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertProduct } from '../../test/fixtures.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { buyer, historyRows, orderRow, placeTestOrder } from './test-orders.ts';

const ctx = useTestApp();
const signIn = (role: StaffRole) => signInAs(ctx.app, ctx.database.db, role);
const DAY = '2026-12-10';

/** The slot a customer chose at checkout, written straight into the order: this module only reads it. */
async function scheduleDelivery(db: Executor, orderId: number, date: string, window: string, label: string) {
  await db
    .update(orders)
    .set({ deliveryDate: date, deliveryWindow: window, deliveryWindowLabel: label })
    .where(eq(orders.id, orderId));
}

/** A kilogram product, a 0.5 kg pack and a piece of about 0.8 kg. */
async function insertMixedUnits(db: Executor) {
  const category = await insertCategory(db, { name: 'Laut' });
  const crab = await insertProduct(db, { name: 'Kepiting Bakau', categoryId: category.id, stock: 50 });
  const prawns = await insertProduct(db, {
    name: 'Udang Windu',
    categoryId: category.id,
    stock: 50,
    saleUnit: 'pack',
    weight: 0.5,
  });
  const lobster = await insertProduct(db, {
    name: 'Lobster Mutiara',
    categoryId: category.id,
    stock: 50,
    saleUnit: 'piece',
    weight: 0.8,
  });
  return { crab, prawns, lobster };
}

const getDay = (staff: SignedIn | null, date: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/deliveries/${date}`, headers: staff?.headers });

const changeStatuses = (staff: SignedIn | null, payload: object, language = 'id') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/orders/status',
    headers: { ...staff?.headers, 'accept-language': language },
    payload,
  });

describe('GET /api/admin/deliveries/:date', () => {
  it('groups the day’s orders by window in time order and sums the picking list per sale unit', async () => {
    const { db } = ctx.database;
    const { crab, prawns, lobster } = await insertMixedUnits(db);
    const place = async (n: number, lines: { productId: number; quantity: number }[]) =>
      placeTestOrder(db, { lines, customerInfo: buyer(n) });
    const evening = await place(1, [
      { productId: crab.id, quantity: 2 },
      { productId: prawns.id, quantity: 2 },
    ]);
    const morning = await place(2, [
      { productId: crab.id, quantity: 3 },
      { productId: prawns.id, quantity: 1 },
      { productId: lobster.id, quantity: 1 },
    ]);
    const cancelled = await place(3, [{ productId: crab.id, quantity: 4 }]);
    const otherDay = await place(4, [{ productId: lobster.id, quantity: 5 }]);
    const archived = await place(5, [{ productId: lobster.id, quantity: 6 }]);
    await place(6, [{ productId: lobster.id, quantity: 7 }]); // no slot: goes by an ordinary courier
    await scheduleDelivery(db, evening.orderId, DAY, '17-20', '17.00–20.00');
    await scheduleDelivery(db, morning.orderId, DAY, '08-11', '08.00–11.00');
    await scheduleDelivery(db, cancelled.orderId, DAY, '17-20', '17.00–20.00');
    await scheduleDelivery(db, otherDay.orderId, '2026-12-11', '08-11', '08.00–11.00');
    await scheduleDelivery(db, archived.orderId, DAY, '08-11', '08.00–11.00');
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, cancelled.orderId));
    await db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, archived.orderId));

    const response = await getDay(await signIn('Manager'), DAY);
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json();
    expect(
      day.windows.map((w: { window: string; label: string; orders: { orderNumber: string }[] }) => [
        w.window,
        w.label,
        w.orders.map((order) => order.orderNumber),
      ]),
    ).toEqual([
      ['08-11', '08.00–11.00', [morning.orderNumber]],
      ['17-20', '17.00–20.00', [evening.orderNumber, cancelled.orderNumber]],
    ]);
    expect(day.windows[0].orders[0]).toMatchObject({ customer: { fullName: buyer(2).fullName }, status: 'Pending' });
    // The cancelled order's 4 kg of crab are not bought; kilograms, packs and pieces each add up on their own.
    expect(day.picking).toEqual([
      { productId: crab.id, productName: 'Kepiting Bakau', saleUnit: 'kg', weight: null, quantity: 5, orderCount: 2 },
      {
        productId: lobster.id,
        productName: 'Lobster Mutiara',
        saleUnit: 'piece',
        weight: 0.8,
        quantity: 1,
        orderCount: 1,
      },
      { productId: prawns.id, productName: 'Udang Windu', saleUnit: 'pack', weight: 0.5, quantity: 3, orderCount: 2 },
    ]);
  });

  it('hides where orders go from a User, refuses a signed-out caller and answers a wrong day 400', async () => {
    const { db } = ctx.database;
    const { crab } = await insertMixedUnits(db);
    const order = await placeTestOrder(db, { lines: [{ productId: crab.id, quantity: 1 }] });
    await scheduleDelivery(db, order.orderId, DAY, '08-11', '08.00–11.00');
    const user = await signIn('User');

    const seen = (await getDay(user, DAY)).json();
    expect(seen.windows[0].orders[0]).toMatchObject({ customer: null, shippingAddress: null });
    expect(seen.picking).toHaveLength(1);
    expect((await getDay(null, DAY)).statusCode).toBe(401);
    const wrong = await getDay(user, '2026-02-30');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldCodes.date.code).toBe('validation.notARealDate');
  });
});

describe('POST /api/admin/orders/status', () => {
  it('moves each order by the single change’s rules, with its history, and reports each refusal', async () => {
    const { db } = ctx.database;
    const { crab } = await insertMixedUnits(db);
    const placed = [];
    for (const n of [1, 2, 3])
      placed.push(await placeTestOrder(db, { lines: [{ productId: crab.id, quantity: 1 }], customerInfo: buyer(n) }));
    const [first, second, done] = placed.map((order) => order!);
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, done!.orderId));
    const user = await signIn('User');

    const processing = await changeStatuses(
      user,
      { orderIds: [first!.orderId, second!.orderId, done!.orderId, 999_999], status: 'Processing' },
      'en',
    );
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json()).toEqual({
      changed: [
        { orderId: first!.orderId, orderNumber: first!.orderNumber },
        { orderId: second!.orderId, orderNumber: second!.orderNumber },
      ],
      refused: [
        expect.objectContaining({
          orderId: done!.orderId,
          orderNumber: done!.orderNumber,
          code: 'orderChange.statusNotAllowed',
          message: expect.stringContaining('Cancelled'),
        }),
        expect.objectContaining({ orderId: 999_999, orderNumber: null, code: 'order.notFound' }),
      ],
    });
    expect((await orderRow(db, done!.orderId)).status).toBe('Cancelled');

    const shipped = await changeStatuses(user, {
      orderIds: [first!.orderId, second!.orderId],
      status: 'Shipped',
      shippingCourier: 'Kurir Toko',
    });
    expect(shipped.json().refused).toEqual([]);
    for (const { orderId } of [first!, second!]) {
      expect(await orderRow(db, orderId)).toMatchObject({ status: 'Shipped', shippingCourier: 'Kurir Toko' });
      const steps = (await historyRows(db, orderId)).filter((row) => row.kind === 'status');
      expect(steps.map((row) => [row.fromValue, row.toValue, row.changedBy])).toEqual([
        ['Pending', 'Processing', expect.any(String)],
        ['Processing', 'Shipped', expect.any(String)],
      ]);
    }
  });

  it('answers 400 and changes nothing for too many, repeated or missing ids, or a courier without Shipped', async () => {
    const { db } = ctx.database;
    const { crab } = await insertMixedUnits(db);
    const order = await placeTestOrder(db, { lines: [{ productId: crab.id, quantity: 1 }] });
    const manager = await signIn('Manager');
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);

    for (const payload of [
      { orderIds: tooMany, status: 'Processing' },
      { orderIds: [order.orderId, order.orderId], status: 'Processing' },
      // Beyond the database's integers: refused before any query rather than failing in one.
      { orderIds: [2_147_483_648], status: 'Processing' },
      { orderIds: [], status: 'Processing' },
      { orderIds: [order.orderId], status: 'Delivered' },
      { orderIds: [order.orderId], status: 'Processing', shippingCourier: 'JNE' },
    ]) {
      const response = await changeStatuses(manager, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await changeStatuses(null, { orderIds: [order.orderId], status: 'Processing' })).statusCode).toBe(401);
    expect((await orderRow(db, order.orderId)).status).toBe('Pending');
  });
});
