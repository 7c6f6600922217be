import { describe, expect, it } from 'vitest';
import { canSeeCustomerData, canSeeShippingDetails, type StaffRole } from '@crabclaw/shared';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { forgetCachedCatalogue, useTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { BUYER, historyRows, insertCrabs, orderRow, placeTestOrder, stockOf } from './test-orders.ts';

const ctx = useTestApp();

/** A Pending, unpaid bank-transfer order for 3 crabs of a stock of 10. */
async function anOrder() {
  const [crab] = await insertCrabs(ctx.database.db, 1, 10);
  const order = await placeTestOrder(ctx.database.db, { lines: [{ productId: crab!.id, quantity: 3 }] });
  return { crab: crab!, order };
}

const signIn = (role: StaffRole) => signInAs(ctx.app, ctx.database.db, role);

function act(staff: SignedIn | null, method: 'PUT' | 'DELETE', url: string, payload?: object, language = 'id') {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: { ...staff?.headers, 'accept-language': language },
  });
}

const setStatus = (staff: SignedIn, id: number, body: object, language?: string) =>
  act(staff, 'PUT', `/api/Orders/${id}/status`, body, language);
const setPayment = (staff: SignedIn, id: number, body: object, language?: string) =>
  act(staff, 'PUT', `/api/Orders/${id}/payment-status`, body, language);
const cancel = (staff: SignedIn, id: number, reason: string, language?: string) =>
  act(staff, 'PUT', `/api/Orders/${id}/cancel`, { reason }, language);

describe('PUT /api/Orders/:id/status', () => {
  it('moves an order along its life for every role and writes who did it to the history', async () => {
    const { order } = await anOrder();
    const user = await signIn('User');
    const manager = await signIn('Manager');

    const processing = await setStatus(user, order.orderId, { status: 'Processing' });
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({ orderId: order.orderId, status: 'Processing', archivedAt: null });
    const shipped = await setStatus(manager, order.orderId, { status: 'Shipped' });
    expect(shipped.json().history).toEqual([
      {
        kind: 'status',
        from: 'Pending',
        to: 'Processing',
        reason: null,
        shippingCourier: null,
        waybillNumber: null,
        changedBy: user.username,
        changedAt: expect.any(String),
      },
      {
        kind: 'status',
        from: 'Processing',
        to: 'Shipped',
        reason: null,
        shippingCourier: null,
        waybillNumber: null,
        changedBy: manager.username,
        changedAt: expect.any(String),
      },
    ]);
    expect(shipped.headers['cache-control']).toBe('no-store');
    const rows = await historyRows(ctx.database.db, order.orderId);
    expect(rows.map((row) => row.staffUserId)).toEqual([user.id, manager.id]);
    expect((await orderRow(ctx.database.db, order.orderId)).status).toBe('Shipped');
  });

  it('answers each role with where the order goes only when it may see it, the e-mail to Owner and Admin', async () => {
    const { order } = await anOrder();
    const answers = {
      User: await setStatus(await signIn('User'), order.orderId, { status: 'Processing' }),
      Manager: await setPayment(await signIn('Manager'), order.orderId, { paymentStatus: 'Paid' }),
      Admin: await setStatus(await signIn('Admin'), order.orderId, { status: 'Shipped' }),
      Owner: await act(await signIn('Owner'), 'DELETE', `/api/Orders/${order.orderId}`),
    };
    for (const [role, answer] of Object.entries(answers)) {
      expect(answer.statusCode, role).toBe(200);
      const { customer, shippingAddress } = answer.json();
      if (canSeeShippingDetails(role as StaffRole)) {
        const email = canSeeCustomerData(role as StaffRole) ? 'siti@example.co.id' : null;
        expect(customer, role).toEqual({ fullName: 'Siti Rahayu', email, phone: '081234567890' });
        expect(shippingAddress, role).toMatchObject({ address: 'Jl. Kemang Raya No. 10, Mampang' });
      } else {
        expect({ customer, shippingAddress }, role).toEqual({ customer: null, shippingAddress: null });
        expect(answer.body, role).not.toMatch(/Siti|081234567890|Kemang/);
      }
    }
  });

  it('refuses a step outside the order’s life with 409 in the caller’s language, and changes nothing', async () => {
    const { order } = await anOrder();
    const user = await signIn('User');

    const skip = await setStatus(user, order.orderId, { status: 'Shipped' });
    expect(skip.statusCode).toBe(409);
    const refusal = { code: 'orderChange.statusNotAllowed', params: { from: 'Pending', to: 'Shipped' } };
    expect(skip.json()).toEqual({
      ...refusal,
      message: 'Status pesanan tidak bisa diubah dari Pending ke Shipped.',
      errors: { status: 'Status pesanan tidak bisa diubah dari Pending ke Shipped.' },
      fieldCodes: { status: refusal },
    });
    const skipInEnglish = await setStatus(user, order.orderId, { status: 'Shipped' }, 'en-US,en;q=0.9');
    expect(skipInEnglish.json().message).toBe('The order status cannot go from Pending to Shipped.');
    expect((await setStatus(user, order.orderId, { status: 'Pending' }, 'en')).json().message).toBe(
      'The order status is already Pending.',
    );
    const cancelled = await setStatus(user, order.orderId, { status: 'Cancelled' }, 'en');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toMatch(/^Use Cancel order/);

    expect((await orderRow(ctx.database.db, order.orderId)).status).toBe('Pending');
    expect(await historyRows(ctx.database.db, order.orderId)).toEqual([]);
  });

  it('lets Owner and Admin correct a wrong status with a reason, and nobody else', async () => {
    const { order } = await anOrder();
    const admin = await signIn('Admin');
    await setStatus(admin, order.orderId, { status: 'Processing' });
    await setStatus(admin, order.orderId, { status: 'Shipped' });

    for (const role of ['User', 'Manager'] as const) {
      const refused = await setStatus(await signIn(role), order.orderId, {
        status: 'Processing',
        reason: 'Salah klik',
      });
      expect(refused.statusCode, role).toBe(409);
      expect(refused.json().errors).toHaveProperty('status');
    }
    const noReason = await setStatus(admin, order.orderId, { status: 'Processing', reason: '  ' }, 'en');
    expect(noReason.statusCode).toBe(409);
    expect(noReason.json().errors).toEqual({
      reason: 'Changing the order status from Shipped to Processing is a correction: give a reason.',
    });

    const corrected = await setStatus(admin, order.orderId, { status: 'Processing', reason: 'Kurir belum menjemput' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().history.at(-1)).toMatchObject({
      from: 'Shipped',
      to: 'Processing',
      reason: 'Kurir belum menjemput',
      changedBy: admin.username,
    });
    const owner = await signIn('Owner');
    expect(
      (await setStatus(owner, order.orderId, { status: 'Completed', reason: 'Diterima langsung' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown order, 400 for a bad body and 401 when signed out', async () => {
    const user = await signIn('User');
    const unknown = await setStatus(user, 999_999, { status: 'Processing' }, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found.');
    const { order } = await anOrder();
    const bad = await setStatus(user, order.orderId, { status: 'Lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    expect((await act(null, 'PUT', `/api/Orders/${order.orderId}/status`, { status: 'Processing' })).statusCode).toBe(
      401,
    );
  });
});

describe('shipping with a courier and waybill number (issue 25)', () => {
  /** An order taken in hand, ready to be shipped. */
  async function aProcessingOrder() {
    const { order } = await anOrder();
    expect((await setStatus(await signIn('User'), order.orderId, { status: 'Processing' })).statusCode).toBe(200);
    return order;
  }

  it('keeps them trimmed on the order and in its history, and the customer’s tracker and invoice show them', async () => {
    const order = await aProcessingOrder();
    const user = await signIn('User');
    const shipped = await setStatus(user, order.orderId, {
      status: 'Shipped',
      shippingCourier: '  JNE REG ',
      waybillNumber: 'CGK1234567890 ',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'Shipped',
      shippingCourier: 'JNE REG',
      waybillNumber: 'CGK1234567890',
    });
    expect(shipped.json().history.at(-1)).toMatchObject({
      kind: 'status',
      from: 'Processing',
      to: 'Shipped',
      shippingCourier: 'JNE REG',
      waybillNumber: 'CGK1234567890',
      changedBy: user.username,
    });

    const tracked = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/track',
      payload: { orderNumber: order.orderNumber, contact: BUYER.email },
    });
    expect(tracked.json()).toMatchObject({ shippingCourier: 'JNE REG', waybillNumber: 'CGK1234567890' });
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.orderId}/invoice`,
      headers: user.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Kurir: JNE REG');
    expect(text).toContain('No. resi: CGK1234567890');
  });

  it('ships without them, both being optional, and blank reads as none', async () => {
    const order = await aProcessingOrder();
    const shipped = await setStatus(await signIn('Manager'), order.orderId, {
      status: 'Shipped',
      shippingCourier: 'Kurir toko',
      waybillNumber: '   ',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ shippingCourier: 'Kurir toko', waybillNumber: null });
    const row = await orderRow(ctx.database.db, order.orderId);
    expect([row.shippingCourier, row.waybillNumber]).toEqual(['Kurir toko', null]);
  });

  it('refuses one that is too long or holds a line break, in the caller’s language, and changes nothing', async () => {
    const order = await aProcessingOrder();
    const staff = await signIn('Admin');
    const tooLong = await setStatus(staff, order.orderId, { status: 'Shipped', shippingCourier: 'J'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldCodes.shippingCourier).toEqual({
      code: 'orderChange.courierTooLong',
      params: { max: 60 },
    });
    expect(tooLong.json().errors.shippingCourier).toBe('Nama kurir maksimal 60 karakter.');
    const longWaybill = await setStatus(
      staff,
      order.orderId,
      { status: 'Shipped', waybillNumber: '9'.repeat(41) },
      'en',
    );
    expect(longWaybill.json().errors.waybillNumber).toBe('The waybill number must be at most 40 characters.');
    for (const waybillNumber of ['CGK123\r\nBcc: semua@example.com', 'CGK\u0007123', 'CGK\u0085123']) {
      const broken = await setStatus(staff, order.orderId, { status: 'Shipped', waybillNumber }, 'en');
      expect(broken.statusCode, waybillNumber).toBe(400);
      expect(broken.json().errors.waybillNumber).toBe('Must not contain line breaks or control characters');
    }
    const notText = await setStatus(staff, order.orderId, { status: 'Shipped', shippingCourier: 42 });
    expect(notText.statusCode).toBe(400);
    const row = await orderRow(ctx.database.db, order.orderId);
    expect([row.status, row.shippingCourier, row.waybillNumber]).toEqual(['Processing', null, null]);
  });

  it('takes them only with the step to Shipped', async () => {
    const { order } = await anOrder();
    const answer = await setStatus(
      await signIn('Owner'),
      order.orderId,
      { status: 'Processing', waybillNumber: 'CGK1' },
      'en',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.status).toBe(
      'A courier and waybill number are given only when the order is marked shipped.',
    );
    expect((await orderRow(ctx.database.db, order.orderId)).status).toBe('Pending');
  });

  it('is for signed-in staff only', async () => {
    const order = await aProcessingOrder();
    const signedOut = await act(null, 'PUT', `/api/Orders/${order.orderId}/status`, {
      status: 'Shipped',
      waybillNumber: 'CGK1',
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await orderRow(ctx.database.db, order.orderId)).waybillNumber).toBeNull();
  });
});

describe('PUT /api/Orders/:id/payment-status', () => {
  it('records the payment time on the server, keeps it through a refund and clears it when corrected away', async () => {
    const { order } = await anOrder();
    const manager = await signIn('Manager');
    const before = Date.now();
    const paid = (
      await setPayment(manager, order.orderId, { paymentStatus: 'Paid', paymentDate: '2000-01-01' })
    ).json();
    expect(paid.paymentStatus).toBe('Paid');
    const paidAt = Date.parse(paid.paymentDate);
    expect(paidAt).toBeGreaterThanOrEqual(before);
    expect(paidAt).toBeLessThanOrEqual(Date.now());
    expect(paid.paymentDeadline).toBeNull();
    expect(paid.history).toEqual([expect.objectContaining({ kind: 'payment', from: 'Pending', to: 'Paid' })]);

    const refunded = (await setPayment(manager, order.orderId, { paymentStatus: 'Refunded' })).json();
    expect(refunded.paymentDate).toBe(paid.paymentDate);

    const owner = await signIn('Owner');
    const withoutReason = await setPayment(owner, order.orderId, { paymentStatus: 'Pending' });
    expect(withoutReason.statusCode).toBe(409);
    expect(withoutReason.json().errors).toHaveProperty('reason');
    expect((await setPayment(manager, order.orderId, { paymentStatus: 'Pending', reason: 'Salah' })).statusCode).toBe(
      409,
    );
    const corrected = (
      await setPayment(owner, order.orderId, { paymentStatus: 'Pending', reason: 'Transfer ternyata belum masuk' })
    ).json();
    expect(corrected).toMatchObject({
      paymentStatus: 'Pending',
      paymentDate: null,
      paymentDeadline: expect.any(String),
    });
    expect(corrected.history.map((entry: { to: string }) => entry.to)).toEqual(['Paid', 'Refunded', 'Pending']);
  });

  it('refuses an unchanged payment status in the caller’s language', async () => {
    const { order } = await anOrder();
    const refused = await setPayment(await signIn('Manager'), order.orderId, { paymentStatus: 'Pending' }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({ paymentStatus: 'The payment status is already Pending.' });
  });
});

describe('the sold count (decision 029)', () => {
  it('counts the units of an order when it is delivered, on top of the starting figure, and takes them off when a correction moves it back', async () => {
    const { crab, order } = await anOrder();
    await ctx.database.db.update(products).set({ soldBeforeOnline: 40, totalSold: 40 }).where(eq(products.id, crab.id));
    const [admin, owner] = await Promise.all([signIn('Admin'), signIn('Owner')]);
    const soldShown = async () => {
      await forgetCachedCatalogue(ctx.app);
      return (await ctx.app.inject({ method: 'GET', url: `/api/Product/${crab.id}` })).json().totalSold;
    };

    for (const status of ['Processing', 'Shipped']) await setStatus(admin, order.orderId, { status });
    // Placed and on its way, but not yet the customer's: not sold.
    expect(await soldShown()).toBe(40);
    expect((await setStatus(admin, order.orderId, { status: 'Delivered' })).statusCode).toBe(200);
    expect(await soldShown()).toBe(43);
    await setStatus(admin, order.orderId, { status: 'Completed' });
    expect(await soldShown()).toBe(43);

    const back = await setStatus(owner, order.orderId, { status: 'Shipped', reason: 'Belum sampai, salah klik' });
    expect(back.statusCode).toBe(200);
    expect(await soldShown()).toBe(40);
  });

  it('drops the cached featured products when a delivery changes the best sellers', async () => {
    const { crab, order } = await anOrder();
    const admin = await signIn('Admin');
    const featured = async () => (await ctx.app.inject({ method: 'GET', url: '/api/Product/featured' })).json();
    expect((await featured())[0]).toMatchObject({ productId: crab.id, totalSold: 0 });
    for (const status of ['Processing', 'Shipped', 'Delivered']) await setStatus(admin, order.orderId, { status });
    expect((await featured())[0]).toMatchObject({ productId: crab.id, totalSold: 3 });
  });
});

describe('PUT /api/Orders/:id/cancel', () => {
  it('cancels with a reason, returns the stock once and refuses to do it again', async () => {
    const { crab, order } = await anOrder();
    expect(await stockOf(ctx.database.db, crab.id)).toEqual({ stock: 7, totalSold: 0 });
    const manager = await signIn('Manager');

    const cancelled = await cancel(manager, order.orderId, 'Pembeli membatalkan lewat telepon');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', paymentDeadline: null });
    expect(cancelled.json().history).toEqual([
      expect.objectContaining({
        kind: 'status',
        from: 'Pending',
        to: 'Cancelled',
        reason: 'Pembeli membatalkan lewat telepon',
        changedBy: manager.username,
      }),
    ]);
    expect(await stockOf(ctx.database.db, crab.id)).toEqual({ stock: 10, totalSold: 0 });

    const again = await cancel(manager, order.orderId, 'Sekali lagi', 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled.');
    const revive = await setStatus(await signIn('Owner'), order.orderId, { status: 'Pending', reason: 'Hidupkan' });
    expect(revive.statusCode).toBe(409);
    expect(await stockOf(ctx.database.db, crab.id)).toEqual({ stock: 10, totalSold: 0 });
  });

  it('refuses to cancel a shipped order, and lets only Owner, Admin and Manager cancel', async () => {
    const { order } = await anOrder();
    const user = await signIn('User');
    expect((await cancel(user, order.orderId, 'Tidak jadi')).statusCode).toBe(403);
    const admin = await signIn('Admin');
    expect((await cancel(admin, order.orderId, 'x')).statusCode).toBe(400);
    await setStatus(admin, order.orderId, { status: 'Processing' });
    await setStatus(admin, order.orderId, { status: 'Shipped' });
    const shipped = await cancel(admin, order.orderId, 'Terlambat', 'en');
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe('A Shipped order cannot be cancelled.');
  });

  it('restocks once when 20 staff cancel the same order at the same moment', async () => {
    const { crab, order } = await anOrder();
    const staff = await Promise.all((['Owner', 'Admin', 'Manager', 'Manager'] as const).map(signIn));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cancel(staff[i % staff.length]!, order.orderId, `Batal ${i}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await stockOf(ctx.database.db, crab.id)).toEqual({ stock: 10, totalSold: 0 });
    expect(await historyRows(ctx.database.db, order.orderId)).toHaveLength(1);
  });
});

describe('archiving: DELETE /api/Orders/:id and PUT /api/Orders/:id/restore', () => {
  it('archives for Owner and Admin, freezes the order until it is restored, and leaves the stock alone', async () => {
    const { crab, order } = await anOrder();
    const [manager, user, admin, owner] = await Promise.all([
      signIn('Manager'),
      signIn('User'),
      signIn('Admin'),
      signIn('Owner'),
    ]);
    for (const refused of [manager, user]) {
      expect((await act(refused, 'DELETE', `/api/Orders/${order.orderId}`)).statusCode).toBe(403);
    }

    const archived = await act(admin, 'DELETE', `/api/Orders/${order.orderId}`);
    expect(archived.statusCode).toBe(200);
    expect(Date.parse(archived.json().archivedAt)).not.toBeNaN();
    expect((await act(owner, 'DELETE', `/api/Orders/${order.orderId}`, undefined, 'en')).json().message).toBe(
      'This order is already archived.',
    );
    for (const frozen of [
      await setStatus(user, order.orderId, { status: 'Processing' }, 'en'),
      await setPayment(manager, order.orderId, { paymentStatus: 'Paid' }, 'en'),
      await cancel(admin, order.orderId, 'Arsip saja', 'en'),
    ]) {
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json().message).toBe('This order is archived. Restore it before changing it.');
    }
    expect(await stockOf(ctx.database.db, crab.id)).toEqual({ stock: 7, totalSold: 0 });

    expect((await act(manager, 'PUT', `/api/Orders/${order.orderId}/restore`)).statusCode).toBe(403);
    const restored = await act(owner, 'PUT', `/api/Orders/${order.orderId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    expect(restored.json().history.map((entry: { kind: string }) => entry.kind)).toEqual(['archive', 'restore']);
    expect((await act(owner, 'PUT', `/api/Orders/${order.orderId}/restore`, undefined, 'en')).json().message).toBe(
      'This order is not archived.',
    );
    expect((await setStatus(user, order.orderId, { status: 'Processing' })).statusCode).toBe(200);
  });

  it('answers 404 for an order that does not exist', async () => {
    const admin = await signIn('Admin');
    expect((await act(admin, 'DELETE', '/api/Orders/424242')).statusCode).toBe(404);
    expect((await act(admin, 'PUT', '/api/Orders/424242/restore')).statusCode).toBe(404);
  });
});
