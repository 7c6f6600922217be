import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { cancelOrderByStaff, updatePaymentStatus } from './order-changes.ts';
import { buyer, historyRows, insertCrabs, orderRow, placeTestOrder, secondConnection } from './test-orders.ts';

// Issue 23, "money and order life": who records payments, and how payment and cancelling stay consistent.

const ctx = useTestApp();
const signIn = (role: StaffRole) => signInAs(ctx.app, ctx.database.db, role);

/** `count` Pending, unpaid bank-transfer orders of 3 crabs each, by buyers of their own. */
async function someOrders(count: number) {
  const crabs = await insertCrabs(ctx.database.db, count, 10);
  const orders = [];
  for (const [n, crab] of crabs.entries()) {
    const lines = [{ productId: crab.id, quantity: 3 }];
    orders.push(await placeTestOrder(ctx.database.db, { lines, customerInfo: buyer(n) }));
  }
  return orders;
}
const anOrder = async () => (await someOrders(1))[0]!;

const put = (staff: SignedIn, url: string, payload: object, language = 'id') =>
  ctx.app.inject({ method: 'PUT', url, payload, headers: { ...staff.headers, 'accept-language': language } });
const setPayment = (staff: SignedIn, id: number, paymentStatus: string, language?: string) =>
  put(staff, `/api/Orders/${id}/payment-status`, { paymentStatus }, language);
const cancel = (staff: SignedIn, id: number) =>
  put(staff, `/api/Orders/${id}/cancel`, { reason: 'Pembeli membatalkan' });
const read = (staff: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: staff.headers });

describe('recording a payment is money', () => {
  it('is refused to a User and changes nothing; Owner, Admin and Manager may, recorded with who', async () => {
    const [order, ...others] = await someOrders(4);
    const user = await signIn('User');
    const refused = await setPayment(user, order!.orderId, 'Paid');
    expect(refused.statusCode).toBe(403);
    expect((await orderRow(ctx.database.db, order!.orderId)).paymentStatus).toBe('Pending');
    expect(await historyRows(ctx.database.db, order!.orderId)).toEqual([]);

    for (const [n, role] of (['Owner', 'Admin', 'Manager'] as const).entries()) {
      const own = others[n]!;
      const staff = await signIn(role);
      const paid = await setPayment(staff, own.orderId, 'Paid');
      expect(paid.statusCode, role).toBe(200);
      expect(paid.json().history).toEqual([
        expect.objectContaining({ kind: 'payment', from: 'Pending', to: 'Paid', changedBy: staff.username }),
      ]);
    }
  });
});

describe('a cancelled order and its money', () => {
  it('cannot be marked paid: 409 with the reason in the caller’s language, not even as a correction', async () => {
    const order = await anOrder();
    const [manager, owner] = [await signIn('Manager'), await signIn('Owner')];
    expect((await cancel(manager, order.orderId)).statusCode).toBe(200);

    const refused = await setPayment(manager, order.orderId, 'Paid', 'en');
    expect(refused.statusCode).toBe(409);
    const reason =
      'A cancelled order cannot be marked paid: its stock was returned. If the customer has paid, refund the money.';
    expect(refused.json()).toMatchObject({ code: 'orderChange.cancelledNotPayable', message: reason });
    const correction = await put(owner, `/api/Orders/${order.orderId}/payment-status`, {
      paymentStatus: 'Paid',
      reason: 'Sudah transfer',
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json().message).toBe(
      'Pesanan yang sudah dibatalkan tidak bisa ditandai lunas: stoknya sudah dikembalikan. Bila pelanggan sudah membayar, kembalikan dananya.',
    );
    expect(await orderRow(ctx.database.db, order.orderId)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Pending',
    });
  });

  it('is refund due once paid and cancelled, until staff record the refund, and never counts as revenue', async () => {
    const order = await anOrder();
    const manager = await signIn('Manager');
    await setPayment(manager, order.orderId, 'Paid');
    await cancel(manager, order.orderId);

    const refundDue = '/api/Orders?status=Cancelled&paymentStatus=Paid';
    expect((await read(manager, refundDue)).json().data).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, status: 'Cancelled', paymentStatus: 'Paid' }),
    ]);
    expect((await read(manager, '/api/Orders/admin/statistics')).json()).toMatchObject({
      totalRevenue: 0,
      paidRevenue: 0,
    });

    const refunded = await setPayment(manager, order.orderId, 'Refunded');
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().history.at(-1)).toEqual({
      kind: 'payment',
      from: 'Paid',
      to: 'Refunded',
      reason: null,
      shippingCourier: null,
      waybillNumber: null,
      changedBy: manager.username,
      changedAt: expect.any(String),
    });
    expect((await read(manager, refundDue)).json().data).toEqual([]);
  });
});

describe('cancel and pay racing', () => {
  it('end in one consistent state: paid first then cancelled (refund due), or cancelled and never paid', async ({
    skip,
  }) => {
    skip(
      !process.env.TEST_DATABASE_URL,
      'PostgreSQL only (TEST_DATABASE_URL): the embedded database has one connection and runs one transaction ' +
        'at a time, so cancel and pay cannot race there',
    );
    const { db } = ctx.database;
    const orders = await someOrders(10);
    const [manager, admin] = [await signIn('Manager'), await signIn('Admin')];
    const cashier = { id: manager.id, username: manager.username, role: 'Manager' as const };
    const canceller = { id: admin.id, username: admin.username, role: 'Admin' as const };
    // Each side on its own connection, as two server processes would be.
    const second = await secondConnection(db);
    try {
      const outcomes = await Promise.all(
        orders.map(async (order) => {
          const [cancelled, paid] = await Promise.allSettled([
            cancelOrderByStaff(db, order.orderId, { reason: 'Pembeli membatalkan' }, canceller),
            updatePaymentStatus(second.db, order.orderId, { paymentStatus: 'Paid' }, cashier),
          ]);
          return { order, cancelled: cancelled.status, paid: paid.status };
        }),
      );
      for (const { order, cancelled, paid } of outcomes) {
        expect(cancelled, order.orderNumber).toBe('fulfilled');
        const row = await orderRow(db, order.orderId);
        const history = (await historyRows(db, order.orderId)).map((entry) => `${entry.kind}:${entry.toValue}`);
        expect(row.status).toBe('Cancelled');
        if (paid === 'fulfilled') {
          // Paid first: then cancelled, and the money is due back.
          expect(row.paymentStatus).toBe('Paid');
          expect(history).toEqual(['payment:Paid', 'status:Cancelled']);
        } else {
          expect(row.paymentStatus).toBe('Pending');
          expect(history).toEqual(['status:Cancelled']);
        }
      }
    } finally {
      await second.close();
    }
    expect((await read(admin, '/api/Orders/admin/statistics')).json()).toMatchObject({
      totalRevenue: 0,
      paidRevenue: 0,
    });
  });
});
