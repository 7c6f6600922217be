import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { insertGeneralParameters, insertOrder } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
import { dashboardSummary, daySummary, lastShopDays } from './day-reports.ts';
import { cashReceipts, channelTotals, lateTransactionsToday, statusTotals } from './payment-reports.ts';

const ctx = useTestApp();
const wib = (moment: string) => new Date(`${moment}+07:00`);

describe('a day’s summary', () => {
  it('counts the orders placed that day and the payments received that day, in WIB, archived left out', async () => {
    const db = ctx.database.db;
    await insertOrder(db, { createdAt: wib('2026-03-15T00:10'), total: 100_000 });
    await insertOrder(db, { createdAt: wib('2026-03-15T23:50'), total: 40_000, status: 'Cancelled' });
    await insertOrder(db, {
      createdAt: wib('2026-03-15T09:00'),
      total: 70_000,
      status: 'Processing',
      paymentStatus: 'Paid',
      paymentDate: wib('2026-03-15T10:00'),
    });
    // Placed the day before, paid on the 15th: money of the 15th, order of the 14th.
    await insertOrder(db, {
      createdAt: wib('2026-03-14T23:59'),
      total: 30_000,
      paymentStatus: 'Paid',
      paymentDate: wib('2026-03-15T00:01'),
    });
    await insertOrder(db, { createdAt: wib('2026-03-15T12:00'), total: 999_000, archivedAt: new Date() });

    expect(await daySummary(db, '2026-03-15')).toEqual({
      date: '2026-03-15',
      orders: 3,
      cancelledOrders: 1,
      pendingOrders: 1,
      revenue: 170_000,
      paidOrders: 2,
      paidRevenue: 100_000,
    });
    expect(await daySummary(db, '2026-03-14')).toMatchObject({ orders: 1, pendingOrders: 1, paidRevenue: 0 });
    expect(await dashboardSummary(db, wib('2026-03-15T18:00'))).toMatchObject({
      date: '2026-03-15',
      orders: 3,
      openPendingOrders: 2,
    });
  });
});

describe('late unpaid orders today', () => {
  it('lists orders awaiting payment whose deadline has passed or runs out before midnight WIB', async () => {
    const db = ctx.database.db;
    const now = wib('2026-03-15T12:00'); // the payment window is 24 hours by default
    const overdue = await insertOrder(db, { createdAt: wib('2026-03-14T08:00') });
    const dueTonight = await insertOrder(db, { createdAt: wib('2026-03-14T20:00') });
    await insertOrder(db, { createdAt: wib('2026-03-15T00:30') }); // due tomorrow
    await insertOrder(db, { createdAt: wib('2026-03-14T08:00'), paymentMethodId: 'cod' });
    await insertOrder(db, { createdAt: wib('2026-03-14T08:00'), paymentStatus: 'Paid' });
    await insertOrder(db, { createdAt: wib('2026-03-14T08:00'), status: 'Cancelled' });
    await insertOrder(db, { createdAt: wib('2026-03-14T08:00'), status: 'Shipped' });
    await insertOrder(db, { createdAt: wib('2026-03-14T08:00'), archivedAt: now });

    const late = await lateTransactionsToday(db, now);
    expect(late).toMatchObject({ date: '2026-03-15', paymentWindowHours: 24, count: 2, total: 200_000 });
    expect(late.orders).toEqual([
      expect.objectContaining({
        orderNumber: overdue.orderNumber,
        paymentDeadline: wib('2026-03-15T08:00').toISOString(),
        overdue: true,
      }),
      expect.objectContaining({
        orderNumber: dueTonight.orderNumber,
        paymentDeadline: wib('2026-03-15T20:00').toISOString(),
        overdue: false,
      }),
    ]);
  });
});

describe('cash received (kas)', () => {
  it('sums the orders paid in the range by payment method, by payment date in WIB', async () => {
    const db = ctx.database.db;
    const paid = (
      paymentDate: Date,
      total: number,
      paymentMethodId = 'bank_transfer',
      paymentMethodName = 'Transfer Bank',
    ) => insertOrder(db, { paymentStatus: 'Paid', paymentDate, total, paymentMethodId, paymentMethodName });
    await paid(wib('2026-03-10T00:00'), 100_000);
    await paid(wib('2026-03-11T23:59'), 50_000, 'ewallet', 'E-Wallet');
    await paid(wib('2026-03-11T10:00'), 20_000);
    await paid(wib('2026-03-09T23:59'), 999_000);
    await paid(wib('2026-03-12T00:00'), 999_000);
    await insertOrder(db, { paymentStatus: 'Refunded', paymentDate: wib('2026-03-10T10:00'), total: 999_000 });
    await insertOrder(db, { paymentStatus: 'Paid', paymentDate: wib('2026-03-10T10:00'), archivedAt: new Date() });

    expect(await cashReceipts(db, { startDate: '2026-03-10', endDate: '2026-03-11' })).toEqual({
      startDate: '2026-03-10',
      endDate: '2026-03-11',
      count: 3,
      total: 170_000,
      byPaymentMethod: [
        { paymentMethodId: 'bank_transfer', paymentMethodName: 'Transfer Bank', count: 2, total: 120_000 },
        { paymentMethodId: 'ewallet', paymentMethodName: 'E-Wallet', count: 1, total: 50_000 },
      ],
    });
    expect(await cashReceipts(db, {}, wib('2026-03-11T20:00'))).toMatchObject({
      startDate: '2026-03-11',
      endDate: '2026-03-11',
      total: 70_000,
    });
    await expect(cashReceipts(db, { startDate: '2026-03-12', endDate: '2026-03-11' })).rejects.toThrow();
  });
});

describe('orders and paid revenue by channel', () => {
  it('counts the orders placed and the money received in the range per channel, every channel named', async () => {
    const db = ctx.database.db;
    await insertOrder(db, { channel: 'whatsapp', createdAt: wib('2026-03-10T08:00'), total: 300_000 });
    await insertOrder(db, {
      channel: 'whatsapp',
      createdAt: wib('2026-03-10T09:00'),
      paymentStatus: 'Paid',
      paymentDate: wib('2026-03-11T10:00'),
      total: 200_000,
    });
    await insertOrder(db, { channel: 'web', createdAt: wib('2026-03-11T23:59'), total: 50_000 });
    await insertOrder(db, {
      channel: 'phone',
      createdAt: wib('2026-03-01T10:00'),
      paymentStatus: 'Paid',
      paymentDate: wib('2026-03-10T00:00'),
      total: 80_000,
    });
    await insertOrder(db, { channel: 'whatsapp', createdAt: wib('2026-03-12T00:00') });
    await insertOrder(db, { channel: 'whatsapp', createdAt: wib('2026-03-10T10:00'), archivedAt: new Date() });

    expect(await channelTotals(db, { startDate: '2026-03-10', endDate: '2026-03-11' })).toEqual({
      startDate: '2026-03-10',
      endDate: '2026-03-11',
      byChannel: [
        { channel: 'web', orders: 1, paidRevenue: 0 },
        { channel: 'whatsapp', orders: 2, paidRevenue: 200_000 },
        { channel: 'phone', orders: 0, paidRevenue: 80_000 },
        { channel: 'staff', orders: 0, paidRevenue: 0 },
      ],
    });
  });

  it('answers staff who read orders through the API, and refuses a range that ends before it starts', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'User');
    const read = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/general/channels${query}`, headers: admin.headers });
    const today = await read('');
    expect(today.statusCode).toBe(200);
    expect(today.json().byChannel).toHaveLength(4);
    expect((await read('?startDate=2026-03-12&endDate=2026-03-11')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/general/channels' })).statusCode).toBe(401);
  });
});

describe('totals by status', () => {
  it('counts and sums the orders by status and by payment status, every status listed', async () => {
    const db = ctx.database.db;
    await insertOrder(db, { status: 'Pending', total: 10_000 });
    await insertOrder(db, { status: 'Pending', total: 20_000, paymentStatus: 'Paid' });
    await insertOrder(db, { status: 'Delivered', total: 40_000, paymentStatus: 'Paid' });
    await insertOrder(db, { status: 'Delivered', total: 80_000, archivedAt: new Date() });
    await insertOrder(db, { status: 'Shipped', total: 160_000, createdAt: wib('2026-01-01T10:00') });

    const totals = await statusTotals(db, {});
    expect(totals).toMatchObject({ startDate: null, endDate: null, count: 4, total: 230_000 });
    expect(totals.byStatus).toEqual([
      { status: 'Pending', count: 2, total: 30_000 },
      { status: 'Processing', count: 0, total: 0 },
      { status: 'Shipped', count: 1, total: 160_000 },
      { status: 'Delivered', count: 1, total: 40_000 },
      { status: 'Completed', count: 0, total: 0 },
      { status: 'Cancelled', count: 0, total: 0 },
    ]);
    expect(totals.byPaymentStatus).toEqual([
      { paymentStatus: 'Pending', count: 2, total: 170_000 },
      { paymentStatus: 'Paid', count: 2, total: 60_000 },
      { paymentStatus: 'Failed', count: 0, total: 0 },
      { paymentStatus: 'Refunded', count: 0, total: 0 },
    ]);
    expect(await statusTotals(db, { endDate: '2026-01-01' })).toMatchObject({ count: 1, total: 160_000 });
  });
});

describe('the report routes under /api/general', () => {
  // One sign-in per test: argon2 is slow by design, and a loaded machine makes a dozen of them outlast the test.
  let headers: Record<string, string> = {};
  const read = (url: string) => ctx.app.inject({ method: 'GET', url, headers });

  it('answer staff beside the general parameters, whose /api/general/{id} still works', async () => {
    headers = (await signInAs(ctx.app, ctx.database.db, 'User')).headers;
    const [address] = await insertGeneralParameters(ctx.database.db);
    await insertOrder(ctx.database.db, { total: 25_000, paymentStatus: 'Paid', paymentDate: new Date() });
    for (const path of ['late-transactions-today', 'dashboard-summary', 'kas', 'status-nominal-back']) {
      const response = await read(`/api/general/${path}`);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await read('/api/general/kas')).json()).toMatchObject({ count: 1, total: 25_000 });
    expect((await read('/api/general/dashboard-summary')).json()).toMatchObject({ orders: 1, paidRevenue: 25_000 });
    expect((await read('/api/general/summary-by-date/2026-03-15')).json()).toMatchObject({ date: '2026-03-15' });
    expect((await read('/api/general/summary-by-date/2026-02-30')).statusCode).toBe(400);
    expect((await read('/api/general/summary-by-date/today')).statusCode).toBe(400);
    expect((await read('/api/general/kas?startDate=2026-03-12&endDate=2026-03-11')).statusCode).toBe(400);
    const parameter = await ctx.app.inject({ method: 'GET', url: `/api/general/${address!.id}` });
    expect(parameter.json()).toMatchObject({ paramCode: '001' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/general/kas' })).statusCode).toBe(401);
  });
});

describe('lastShopDays', () => {
  it('counts days in Jakarta time, across a month end', () => {
    expect(lastShopDays(new Date('2026-03-01T18:00:00Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
