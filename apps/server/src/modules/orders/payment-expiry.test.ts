import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orderHistory, orderItems, orderMessages, orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { cancelOverdueOrders } from './payment-expiry.ts';
import {
  buyer,
  historyRows,
  insertCrabs,
  orderRow,
  placeTestOrder,
  secondConnection,
  setShopSetting,
  stockOf,
} from './test-orders.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;
const T0 = new Date('2026-03-02T01:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

describe('cancelOverdueOrders', () => {
  it('cancels exactly the unpaid orders nobody took in hand: transfers after 005, staff-arranged and COD after 013', async () => {
    const { db } = ctx.database;
    const crabs = await insertCrabs(db, 8, 10);
    const place = (n: number, payment: 'bank_transfer' | 'credit_card' | 'ewallet' | 'cod', placedAt: Date) =>
      placeTestOrder(db, {
        lines: [{ productId: crabs[n]!.id, quantity: n + 1 }],
        customerInfo: buyer(n),
        payment,
        placedAt,
      });
    const transferDueNow = await place(0, 'bank_transfer', at(0));
    const cardWithinConfirmation = await place(1, 'credit_card', at(-3));
    const transferInHand = await place(2, 'bank_transfer', at(0));
    const cashOnDeliveryUnconfirmed = await place(3, 'cod', at(-24));
    const paid = await place(4, 'bank_transfer', at(0));
    const younger = await place(5, 'bank_transfer', at(2));
    const ewalletInHand = await place(6, 'ewallet', at(-240));
    const ewalletUnconfirmed = await place(7, 'ewallet', at(-30));
    await db.update(orders).set({ status: 'Processing' }).where(eq(orders.id, transferInHand.orderId));
    await db.update(orders).set({ paymentStatus: 'Paid' }).where(eq(orders.id, paid.orderId));
    await db.update(orders).set({ status: 'Processing' }).where(eq(orders.id, ewalletInHand.orderId));

    const cancelled = await cancelOverdueOrders(db, at(24));

    expect(cancelled.sort()).toEqual(
      [transferDueNow, cashOnDeliveryUnconfirmed, ewalletUnconfirmed].map((order) => order.orderNumber).sort(),
    );
    const all = [
      transferDueNow,
      cardWithinConfirmation,
      transferInHand,
      cashOnDeliveryUnconfirmed,
      paid,
      younger,
      ewalletInHand,
      ewalletUnconfirmed,
    ];
    const statuses = await Promise.all(all.map(async (order) => (await orderRow(db, order.orderId)).status));
    expect(statuses).toEqual([
      'Cancelled',
      'Pending',
      'Processing',
      'Cancelled',
      'Pending',
      'Pending',
      'Processing',
      'Cancelled',
    ]);
    const stocks = await Promise.all(crabs.map(async (crab) => (await stockOf(db, crab.id)).stock));
    expect(stocks).toEqual([10, 8, 7, 10, 5, 4, 3, 10]);
    expect(await historyRows(db, transferDueNow.orderId)).toEqual([
      expect.objectContaining({
        kind: 'status',
        fromValue: 'Pending',
        toValue: 'Cancelled',
        reason: 'Payment not received within 24 hours',
        staffUserId: null,
        changedBy: 'system',
        changedAt: at(24),
      }),
    ]);
    expect((await historyRows(db, cashOnDeliveryUnconfirmed.orderId))[0]?.reason).toBe(
      'Not taken in hand by staff within 48 hours',
    );

    // Each customer is told once, with the 'expired' e-mail (decision 031).
    const expired = await db.select().from(orderMessages).where(eq(orderMessages.kind, 'expired'));
    expect(expired.map((message) => message.orderId).sort()).toEqual(
      [transferDueNow, cashOnDeliveryUnconfirmed, ewalletUnconfirmed].map((order) => order.orderId).sort(),
    );

    expect(await cancelOverdueOrders(db, at(24))).toEqual([]);
    expect(await db.select().from(orderHistory)).toHaveLength(3);
    expect(await db.select().from(orderMessages).where(eq(orderMessages.kind, 'expired'))).toHaveLength(3);
    expect(await Promise.all(crabs.map(async (crab) => (await stockOf(db, crab.id)).stock))).toEqual(stocks);
    expect(await cancelOverdueOrders(db, at(26))).toEqual([younger.orderNumber]);
    expect(await cancelOverdueOrders(db, at(45))).toEqual([cardWithinConfirmation.orderNumber]);
  });

  it('takes the confirmation window of COD and staff-arranged orders from general parameter 013', async () => {
    const { db } = ctx.database;
    await setShopSetting(db, '013', 6);
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeTestOrder(db, {
      lines: [{ productId: crab!.id, quantity: 1 }],
      payment: 'cod',
      placedAt: at(0),
    });
    expect(await cancelOverdueOrders(db, at(5.99))).toEqual([]);
    expect(await cancelOverdueOrders(db, at(6))).toEqual([order.orderNumber]);
    expect(await stockOf(db, crab!.id)).toEqual({ stock: 10, totalSold: 0 });
  });

  it('takes the payment window from general parameter 005', async () => {
    const { db } = ctx.database;
    await setShopSetting(db, '005', 2);
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeTestOrder(db, { lines: [{ productId: crab!.id, quantity: 1 }], placedAt: at(0) });
    expect(await cancelOverdueOrders(db, at(1.99))).toEqual([]);
    expect(await cancelOverdueOrders(db, at(2))).toEqual([order.orderNumber]);
    expect((await historyRows(db, order.orderId))[0]?.reason).toBe('Payment not received within 2 hours');
  });

  it('cancels each order once when two runs, on two connections, work through a backlog at the same time', async ({
    skip,
  }) => {
    skip(
      !process.env.TEST_DATABASE_URL,
      'PostgreSQL only (TEST_DATABASE_URL): the embedded database has one connection and runs one transaction ' +
        'at a time, so two runs cannot race there',
    );
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 0);
    const backlog = 150;
    await insertUnpaidOrders(db, backlog, crab!.id, at(-48));
    const second = await secondConnection(db);
    try {
      const runs = await Promise.all([cancelOverdueOrders(db, at(0)), cancelOverdueOrders(second.db, at(0))]);
      const all = runs.flat();
      expect(all).toHaveLength(backlog);
      expect(new Set(all).size).toBe(backlog);
    } finally {
      await second.close();
    }
    expect(await stockOf(db, crab!.id)).toEqual({ stock: backlog, totalSold: 0 });
    expect(await db.select().from(orderHistory)).toHaveLength(backlog);
  });
});

describe('the payment expiry job', () => {
  it('runs when the app starts, then every minute, and stops when it closes', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const overdueOrder = () =>
      placeTestOrder(db, { lines: [{ productId: crab!.id, quantity: 4 }], placedAt: new Date(Date.now() - 25 * HOUR) });
    const statusOf = async (order: { orderId: number }) => (await orderRow(db, order.orderId)).status;
    const atStart = await overdueOrder();
    // The job's minute on the fake clock; everything else (the database, waitFor's polling) keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: ctx.database,
      logger: false,
    });
    try {
      await app.ready();
      await vi.waitFor(async () => expect(await statusOf(atStart)).toBe('Cancelled'), { timeout: 10_000 });
      const aMinuteLater = await overdueOrder();
      // The start's run may still be finishing (its cancellation is committed before its last, empty batch): the
      // minute's tick then runs once more after it (lib/repeating-job.ts).
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect(await statusOf(aMinuteLater)).toBe('Cancelled'), { timeout: 10_000 });
      await app.close();
      const afterClosing = await overdueOrder();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(await statusOf(afterClosing)).toBe('Pending');
    } finally {
      await app.close();
      vi.useRealTimers();
    }
    // Only the order placed after closing still holds its stock; placing counts nothing as sold (decision 029).
    expect(await stockOf(db, crab!.id)).toEqual({ stock: 6, totalSold: 0 });
  });
});

/** Orders as a shop that was down for days would find them: unpaid bank transfers of one unit each. */
async function insertUnpaidOrders(db: Database, count: number, productId: number, placedAt: Date) {
  const rows = await db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, i) => ({
        orderNumber: `CC-BACKLOG-${i}`,
        accessTokenHash: 'x',
        customerFullName: `Pembeli ${i}`,
        customerEmail: `pembeli${i}@example.id`,
        customerPhone: `0812${String(i).padStart(8, '0')}`,
        address: 'Jl. Laut No. 1, Pluit',
        city: 'Jakarta Utara',
        province: 'DKI Jakarta',
        postalCode: '14450',
        shippingMethodId: 'regular',
        shippingMethodName: 'Pengiriman Reguler',
        shippingEstimatedDays: '3-5',
        paymentMethodId: 'bank_transfer',
        paymentMethodName: 'Transfer Bank',
        subtotal: 100_000,
        shippingCost: 15_000,
        paymentFee: 0,
        total: 115_000,
        estimatedDelivery: '2026-03-05',
        createdAt: placedAt,
        updatedAt: placedAt,
      })),
    )
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    rows.map((row) => ({
      orderId: row.id,
      productId,
      productName: 'Kepiting 1',
      quantity: 1,
      unitPrice: 100_000,
      totalPrice: 100_000,
    })),
  );
}
