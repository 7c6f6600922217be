import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '@crabclaw/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  generalParameters,
  orderHistory,
  orderMessages,
  orders,
  paymentAttempts,
  paymentEvents,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { secondConnection } from '../../test/database.ts';
import {
  CHANNELS,
  notificationBody,
  startFakeMidtrans,
  TEST_SERVER_KEY,
  type Channel,
  type FakeMidtrans,
} from '../../test/fake-midtrans.ts';
import { buyer, insertCategory, insertCrabs, insertProduct, orderPayload } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
import { reconcileNearExpiry } from './reconcile.ts';

const env: Record<string, string> = { MIDTRANS_SERVER_KEY: TEST_SERVER_KEY };
let fake: FakeMidtrans;
beforeAll(async () => {
  fake = await startFakeMidtrans();
  env.MIDTRANS_SNAP_URL = fake.url;
  env.MIDTRANS_API_URL = fake.url;
});
afterAll(() => fake.close());

const ctx = useTestApp({ env });
// Each test's database starts its order numbers again: so does the fake's memory of order_ids.
beforeEach(() => fake.transactions.clear());
const HOUR = 3_600_000;

let buyers = 0;
async function placeOnline(app = ctx.app) {
  buyers += 1;
  const category = await insertCategory(ctx.database.db, { name: `Kepiting ${buyers}` });
  const crab = await insertProduct(ctx.database.db, { name: `Kepiting Bakau ${buyers}`, categoryId: category.id });
  const response = await app.inject({
    method: 'POST',
    url: '/api/Orders/create',
    payload: orderPayload([{ productId: crab.id, quantity: 2 }], 'online', buyer(buyers)),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as PlacedOrder).data;
}

function notify(body: unknown, app = ctx.app) {
  return app.inject({ method: 'POST', url: '/api/payments/midtrans/notification', payload: body as object });
}

async function orderRow(id: number) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const paymentHistory = (orderId: number) =>
  ctx.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
const messagesOf = async (orderId: number) =>
  (await ctx.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId))).map((m) => m.kind);
const eventsOf = () => ctx.database.db.select().from(paymentEvents);

describe('checkout offers online payment only with a gateway', () => {
  it('lists "online" in the checkout options when Midtrans is configured', async () => {
    const options = (await ctx.app.inject({ url: '/api/checkout/options' })).json();
    expect(options.paymentMethods.map((m: { id: string }) => m.id)).toContain('online');
  });

  it('leaves it out, and refuses an online order with a message, without a server key', async () => {
    const database = ctx.database;
    const bare = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      logger: false,
      backgroundJobs: false,
    });
    try {
      const options = (await bare.inject({ url: '/api/checkout/options' })).json();
      expect(options.paymentMethods.map((m: { id: string }) => m.id)).not.toContain('online');
      const [crab] = await insertCrabs(database.db, 1, 10);
      const refused = await bare.inject({
        method: 'POST',
        url: '/api/Orders/create',
        headers: { 'accept-language': 'en' },
        payload: orderPayload([{ productId: crab!.id, quantity: 1 }], 'online'),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/Online payment is not available/);
      expect(await database.db.select().from(orders)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('placing an online order starts a Snap transaction', () => {
  it('sends the order number, the server total, items adding up to it, the customer and the payment window', async () => {
    const order = await placeOnline();
    expect(order.onlinePayment).toEqual({
      state: 'pending',
      payUrl: expect.stringContaining(fake.url),
      canRetry: false,
    });
    const sent = fake.transactions.get(order.orderNumber)!.request;
    expect(sent.transaction_details).toEqual({ order_id: order.orderNumber, gross_amount: order.total });
    const items = sent.item_details!;
    expect(items.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(order.total);
    expect(items.find((item) => item.id === 'shipping')?.price).toBe(order.shippingCost);
    expect(sent.customer_details).toEqual({
      first_name: 'Siti Rahayu',
      email: expect.any(String),
      phone: expect.any(String),
    });
    expect(sent.expiry).toMatchObject({ unit: 'minute', duration: 24 * 60 });
    expect(sent.callbacks!.finish).toBe(
      `http://localhost/public/orders?id=${order.orderId}&token=${encodeURIComponent(order.accessToken)}`,
    );
  });

  it('starts the payment of an order sent by WhatsApp too, and its answer carries the payment link', async () => {
    await ctx.database.db
      .insert(generalParameters)
      .values({ paramCode: '009', paramName: 'WhatsApp', deskripsi: '0811-2233-4455' });
    const crab = await insertProduct(ctx.database.db, {
      name: 'Kepiting WhatsApp',
      categoryId: (await insertCategory(ctx.database.db, { name: 'Kepiting WA' })).id,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/whatsapp',
      payload: orderPayload([{ productId: crab.id, quantity: 1 }], 'online', buyer(99)),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as PlacedOrder;
    expect(data.onlinePayment).toMatchObject({ state: 'pending', payUrl: expect.stringContaining(fake.url) });
    expect(fake.transactions.get(data.orderNumber)!.request.transaction_details.gross_amount).toBe(data.total);
  });

  it('keeps the order placed when Snap fails, and a try again gets the order number with -2', async () => {
    fake.snapDown = true;
    const order = await placeOnline().finally(() => (fake.snapDown = false));
    expect(order.onlinePayment).toEqual({ state: 'failed', payUrl: null, canRetry: true });
    expect((await orderRow(order.orderId)).status).toBe('Pending');

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderId}/start`,
      headers: { 'x-order-token': order.accessToken },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ state: 'pending', canRetry: false, payUrl: expect.any(String) });
    expect(fake.transactions.has(`${order.orderNumber}-2`)).toBe(true);
  });

  it('answers an open payment as it is instead of starting a second, and refuses without the token', async () => {
    const order = await placeOnline();
    const start = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${order.orderId}/start`, headers });
    expect((await start({ 'x-order-token': order.accessToken })).json().payUrl).toBe(order.onlinePayment!.payUrl);
    expect((await start({ 'x-order-token': 'wrong' })).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(paymentAttempts)).toHaveLength(1);
  });
});

describe('notifications', () => {
  it.each(Object.keys(CHANNELS) as Channel[])(
    'a settlement by %s marks the order Paid by midtrans, once, with the "payment received" e-mail',
    async (channel) => {
      const order = await placeOnline();
      const status = channel === 'card' ? 'capture' : 'settlement';
      const body = notificationBody({ orderId: order.orderNumber, grossAmount: order.total }, status, { channel });
      const answer = await notify(body);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().outcome).toBe('applied');
      const row = await orderRow(order.orderId);
      expect(row.paymentStatus).toBe('Paid');
      expect(row.paymentDate).not.toBeNull();
      expect((await paymentHistory(order.orderId)).map((h) => [h.kind, h.toValue, h.changedBy])).toContainEqual([
        'payment',
        'Paid',
        'midtrans',
      ]);
      expect(await messagesOf(order.orderId)).toContain('paymentReceived');

      // Midtrans delivers again: nothing more happens.
      expect((await notify(body)).json().outcome).toBe('duplicate');
      expect((await paymentHistory(order.orderId)).filter((h) => h.kind === 'payment')).toHaveLength(1);
      expect((await messagesOf(order.orderId)).filter((kind) => kind === 'paymentReceived')).toHaveLength(1);
    },
  );

  it('names the channel for staff', async () => {
    const order = await placeOnline();
    await notify(notificationBody({ orderId: order.orderNumber, grossAmount: order.total }, 'pending'));
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const payments = (
      await ctx.app.inject({ url: `/api/Orders/${order.orderId}/payments`, headers: owner.headers })
    ).json();
    expect(payments.attempts).toEqual([
      expect.objectContaining({
        reference: order.orderNumber,
        amount: order.total,
        state: 'pending',
        channel: 'BCA VA',
        needsStaff: false,
        events: [expect.objectContaining({ source: 'notification', transactionStatus: 'pending', applied: false })],
      }),
    ]);
  });

  it('refuses a wrong signature or a changed amount with 401, changing nothing', async () => {
    const order = await placeOnline();
    const body = notificationBody({ orderId: order.orderNumber, grossAmount: order.total }, 'settlement');
    const forged = [
      { ...body, signature_key: body.signature_key.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...body, gross_amount: '1.00' },
      notificationBody({ orderId: order.orderNumber, grossAmount: order.total }, 'settlement', {
        serverKey: 'SB-Mid-server-SomeoneElsesKey',
      }),
      { ...body, signature_key: undefined },
    ];
    for (const tampered of forged) expect((await notify(tampered)).statusCode).toBe(401);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('Pending');
    expect(await eventsOf()).toEqual([]);
  });

  it('refuses a correctly signed notification whose amount is not the payment’s, changing nothing', async () => {
    const order = await placeOnline();
    const body = notificationBody({ orderId: order.orderNumber, grossAmount: order.total - 1 }, 'settlement');
    const answer = await notify(body);
    expect(answer.statusCode).toBe(400);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('Pending');
    expect(await eventsOf()).toEqual([]);
  });

  it('answers 400 to a body that is no notification, and 200 to one for an order_id the shop does not know', async () => {
    expect((await notify({ hello: 'world' })).statusCode).toBe(400);
    const stranger = notificationBody({ orderId: 'CC-19990101-0001', grossAmount: 1000 }, 'settlement');
    const answer = await notify(stranger);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toBe('unknown');
  });

  it('moves forward only: a pending after the settlement, or an expire, leaves the order Paid', async () => {
    const order = await placeOnline();
    const of = (status: string) => notificationBody({ orderId: order.orderNumber, grossAmount: order.total }, status);
    expect((await notify(of('settlement'))).json().outcome).toBe('applied');
    expect((await notify(of('pending'))).json().outcome).toBe('stale');
    expect((await notify(of('expire'))).json().outcome).toBe('stale');
    expect((await orderRow(order.orderId)).paymentStatus).toBe('Paid');
    const [attempt] = await ctx.database.db.select().from(paymentAttempts);
    expect(attempt!.state).toBe('paid');
  });

  it('leaves the order unpaid on expire, cancel and deny, and the customer may pay again with -2', async () => {
    for (const status of ['expire', 'cancel', 'deny']) {
      const order = await placeOnline();
      await notify(notificationBody({ orderId: order.orderNumber, grossAmount: order.total }, status));
      expect((await orderRow(order.orderId)).paymentStatus).toBe('Pending');
      const tracked = await ctx.app.inject({ url: `/api/Orders/${order.orderId}?token=${order.accessToken}` });
      expect(tracked.json().onlinePayment).toMatchObject({ payUrl: null, canRetry: true });
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.orderId}/start?token=${order.accessToken}`,
      });
      expect(again.json()).toMatchObject({ state: 'pending', payUrl: expect.any(String) });
      expect(fake.transactions.has(`${order.orderNumber}-2`)).toBe(true);
    }
  });

  it('holds a challenged card for review, and flags a refund after the payment for staff', async () => {
    const order = await placeOnline();
    const transaction = { orderId: order.orderNumber, grossAmount: order.total };
    await notify(notificationBody(transaction, 'capture', { channel: 'card', fraudStatus: 'challenge' }));
    expect((await orderRow(order.orderId)).paymentStatus).toBe('Pending');
    await notify(notificationBody(transaction, 'settlement', { channel: 'card' }));
    await notify(notificationBody(transaction, 'refund', { channel: 'card' }));
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const [attempt] = (
      await ctx.app.inject({ url: `/api/Orders/${order.orderId}/payments`, headers: owner.headers })
    ).json().attempts;
    expect(attempt).toMatchObject({ state: 'refunded', needsStaff: true, channel: 'Kartu BNI' });
    expect(attempt.events.map((e: { state: string }) => e.state)).toEqual(['review', 'paid', 'refunded']);
    // What the order's money becomes is staff's call: the order stays Paid until they record the refund.
    expect((await orderRow(order.orderId)).paymentStatus).toBe('Paid');
  });
});

describe('reconciliation with the status API', () => {
  it('a customer back from the payment page finds the order Paid though the notification was lost', async () => {
    const order = await placeOnline();
    await fake.settle(order.orderNumber, 'settlement', { channel: 'gopay' });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('Pending');
    const checked = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderId}/check`,
      headers: { 'x-order-token': order.accessToken },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ paymentStatus: 'Paid', onlinePayment: { state: 'paid', payUrl: null } });
    const [event] = await eventsOf();
    expect(event).toMatchObject({ source: 'status', channel: 'GoPay' });
    // The notification arriving late is the same event: a no-op.
    expect((await notify(fake.transactions.get(order.orderNumber)!.current)).json().outcome).toBe('duplicate');
  });

  it('the periodic check applies a lost settlement near the expiry, and expires what Midtrans never saw', async () => {
    const paid = await placeOnline();
    const untouched = await placeOnline();
    await fake.settle(paid.orderNumber, 'settlement');
    const nearEnd = new Date(Date.now() + 24 * HOUR - 10 * 60_000);
    expect((await reconcileNearExpiry(ctx.database.db, ctx.app.paymentGateway!, nearEnd)).sort()).toEqual([
      'applied',
      'unknownToGateway',
    ]);
    expect((await orderRow(paid.orderId)).paymentStatus).toBe('Paid');
    // Asked once in a while only: a second run right after asks nothing.
    expect(await reconcileNearExpiry(ctx.database.db, ctx.app.paymentGateway!, nearEnd)).toEqual([]);

    const afterEnd = new Date(Date.now() + 25 * HOUR);
    await reconcileNearExpiry(ctx.database.db, ctx.app.paymentGateway!, afterEnd);
    const [attempt] = await ctx.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, untouched.orderId));
    expect(attempt!.state).toBe('expired');
  });
});

describe('several server processes', () => {
  it('two processes receiving the same settlement make one transition', async () => {
    const order = await placeOnline();
    const second = await secondConnection(ctx.database.db);
    const other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      database: { ...ctx.database, db: second.db },
      logger: false,
      backgroundJobs: false,
    });
    try {
      const body = notificationBody({ orderId: order.orderNumber, grossAmount: order.total }, 'settlement');
      const outcomes = await Promise.all([notify(body), notify(body, other), notify(body), notify(body, other)]);
      expect(outcomes.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(outcomes.map((answer) => answer.json().outcome).sort()).toEqual([
        'applied',
        'duplicate',
        'duplicate',
        'duplicate',
      ]);
      expect((await paymentHistory(order.orderId)).filter((h) => h.kind === 'payment')).toHaveLength(1);
      expect(await eventsOf()).toHaveLength(1);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('the keys stay secret', () => {
  it('the gateway settings say configured and sandbox, and no answer carries the key', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const gateway = await ctx.app.inject({ url: '/api/admin/payment-gateway', headers: manager.headers });
    expect(gateway.json()).toEqual({ provider: 'midtrans', configured: true, mode: 'sandbox' });
    const order = await placeOnline();
    const answers = [
      gateway.body,
      JSON.stringify(order),
      (await ctx.app.inject({ url: '/api/checkout/options' })).body,
      (await ctx.app.inject({ url: '/api/openapi.json' })).body,
    ];
    for (const body of answers) expect(body).not.toContain('TestKeyForTheFake');
  });

  it('refuses at start a sandbox key in production, naming the setting and not the key', () => {
    const start = () => loadConfig({ MIDTRANS_SERVER_KEY: TEST_SERVER_KEY, MIDTRANS_PRODUCTION: '1' });
    expect(start).toThrow(/MIDTRANS_SERVER_KEY: a sandbox key/);
    expect(start).not.toThrow(/TestKeyForTheFake/);
    expect(() => loadConfig({ MIDTRANS_SERVER_KEY: 'not-a-key' })).toThrow(
      /MIDTRANS_SERVER_KEY: must be the server key/,
    );
  });
});
