import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { orderHistory, orderItems, orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { cancelOverdueOrders } from './payment-expiry.ts';
import { buyer, historyRows, insertCrabs, orderRow, placeTestOrder, setShopSetting, stockOf } from './test-orders.ts';

const ctx = useTestApp();
const HOUR = 3_600_000;
const T0 = new Date('2026-03-02T01:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

describe('cancelOverdueOrders', () => {
  it('cancels exactly the unpaid orders past the payment window, with their stock back and a history entry', async () => {
    const { db } = ctx.database;
    const crabs = await insertCrabs(db, 7, 10);
    const place = (n: number, payment: 'bank_transfer' | 'credit_card' | 'ewallet' | 'cod', placedAt: Date) =>
      placeTestOrder(db, {
        lines: [{ productId: crabs[n]!.id, quantity: n + 1 }],
        customerInfo: buyer(n),
        payment,
        placedAt,
      });
    const transferDueNow = await place(0, 'bank_transfer', at(0));
    const cardLongOverdue = await place(1, 'credit_card', at(-3));
    const processingOverdue = await place(2, 'ewallet', at(0));
    const cashOnDelivery = await place(3, 'cod', at(-240));
    const paid = await place(4, 'bank_transfer', at(0));
    const younger = await place(5, 'bank_transfer', at(2));
    const shippedUnpaid = await place(6, 'ewallet', at(0));
    await db.update(orders).set({ status: 'Processing' }).where(eq(orders.id, processingOverdue.orderId));
    await db.update(orders).set({ paymentStatus: 'Paid' }).where(eq(orders.id, paid.orderId));
    await db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, shippedUnpaid.orderId));

    const cancelled = await cancelOverdueOrders(db, at(24));

    expect(cancelled.sort()).toEqual(
      [transferDueNow, cardLongOverdue, processingOverdue].map((order) => order.orderNumber).sort(),
    );
    const statuses = await Promise.all(
      [transferDueNow, cardLongOverdue, processingOverdue, cashOnDelivery, paid, younger, shippedUnpaid].map(
        async (order) => (await orderRow(db, order.orderId)).status,
      ),
    );
    expect(statuses).toEqual(['Cancelled', 'Cancelled', 'Cancelled', 'Pending', 'Pending', 'Pending', 'Shipped']);
    const stocks = await Promise.all(crabs.map(async (crab) => (await stockOf(db, crab.id)).stock));
    expect(stocks).toEqual([10, 10, 10, 6, 5, 4, 3]);
    expect(await historyRows(db, processingOverdue.orderId)).toEqual([
      expect.objectContaining({
        kind: 'status',
        fromValue: 'Processing',
        toValue: 'Cancelled',
        reason: 'Payment not received within 24 hours',
        staffUserId: null,
        changedBy: 'system',
        changedAt: at(24),
      }),
    ]);

    expect(await cancelOverdueOrders(db, at(24))).toEqual([]);
    expect(await db.select().from(orderHistory)).toHaveLength(3);
    expect(await Promise.all(crabs.map(async (crab) => (await stockOf(db, crab.id)).stock))).toEqual(stocks);
    expect(await cancelOverdueOrders(db, at(26))).toEqual([younger.orderNumber]);
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

  it('cancels each order once when two runs, on two connections, work through a backlog at the same time', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 0);
    const backlog = 150;
    await insertUnpaidOrders(db, backlog, crab!.id, at(-48));
    const second = await secondConnection();
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
  it('runs when the app starts and stops when it closes', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const overdue = await placeTestOrder(db, {
      lines: [{ productId: crab!.id, quantity: 4 }],
      placedAt: new Date(Date.now() - 25 * HOUR),
    });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: ctx.database,
      logger: false,
    });
    try {
      await app.ready();
      await vi.waitFor(async () => expect((await orderRow(db, overdue.orderId)).status).toBe('Cancelled'), {
        timeout: 10_000,
      });
    } finally {
      await app.close();
    }
    expect(await stockOf(db, crab!.id)).toEqual({ stock: 10, totalSold: 0 });
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

/**
 * Another server process's view of the test database: its own pool on PostgreSQL. The embedded database
 * has one connection, so there the second run shares it (and PGlite runs the transactions one at a time).
 */
async function secondConnection(): Promise<{ db: Database; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { db: ctx.database.db, close: async () => {} };
  const [{ name }] = (await queryRows<{ name: string }>(ctx.database.db, sql`select current_database() as name`)) as [
    { name: string },
  ];
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
}
