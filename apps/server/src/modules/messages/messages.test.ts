import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRupiah } from '@crabclaw/shared';
import { pdfText } from '../../test/pdf-text.ts';
import { loadConfig } from '../../config.ts';
import { generalParameters, orderHistory, orderMessages, orders, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { secondConnection } from '../../test/database.ts';
import { startMailServer, type MailServer } from '../../test/mail-server.ts';
import { BUYER, buyer, insertCrabs, orderPayload } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
import { deliverDueMessages, MAX_ATTEMPTS, retryDelay } from './delivery.ts';
import { smtpMailer, type Mailer } from './mailer.ts';
import { queueOrderMessage } from './queue.ts';

const ctx = useTestApp();
const BASE_URL = 'http://toko.test';
const SHOP_EMAIL = 'halo@crabclaw.co.id';

let open: { server?: MailServer; mailer?: Mailer }[] = [];
afterEach(async () => {
  for (const { server, mailer } of open) {
    mailer?.close();
    await server?.close();
  }
  open = [];
});

async function mailServer(port?: number) {
  const server = await startMailServer(port);
  const mailer = smtpMailer({ SMTP_URL: server.url, MAIL_FROM: 'CrabClaw Seafood <toko@crabclaw.test>' });
  open.push({ server, mailer });
  return { server, mailer };
}

const deliver = (mailer: Mailer, now?: Date) => deliverDueMessages(ctx.database.db, mailer, { baseUrl: BASE_URL, now });

async function shopSetting(paramCode: string, deskripsi: string) {
  await ctx.database.db.insert(generalParameters).values({ paramCode, paramName: `Parameter ${paramCode}`, deskripsi });
}

async function placeThroughApi(productId: number, language: 'id' | 'en', customerInfo = BUYER, quantity = 2) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/Orders/create',
    headers: { 'accept-language': language },
    payload: orderPayload([{ productId, quantity }], 'bank_transfer', customerInfo),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { orderId: number; orderNumber: string; total: number; accessToken: string };
}

async function messagesOf(orderId: number) {
  return ctx.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
}

describe('order e-mails', () => {
  it('sends the order received e-mail once, in the checkout’s language, with totals, deadline and a link that opens the order', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    await shopSetting('003', SHOP_EMAIL);
    await shopSetting('008', 'BCA 1234567890 a.n. PT CrabClaw');
    const order = await placeThroughApi(crab!.id, 'en');
    const { server, mailer } = await mailServer();

    expect(await deliver(mailer)).toBe(2);
    expect(await deliver(mailer)).toBe(0);

    const customerMail = server.mails.find((mail) => mail.subject?.includes('We received your order'))!;
    expect(customerMail.subject).toBe(`We received your order ${order.orderNumber}`);
    expect(server.recipients[server.mails.indexOf(customerMail)]).toEqual([BUYER.email]);
    const [received] = (await messagesOf(order.orderId)).filter((message) => message.kind === 'orderReceived');
    expect(customerMail.messageId).toBe(`<${received!.id}@crabclaw.test>`);
    expect(received).toMatchObject({ status: 'sent', attempts: 1, language: 'en' });
    const text = customerMail.text!;
    expect(text).toContain(formatRupiah(order.total));
    expect(text).toContain('BCA 1234567890 (account holder: PT CrabClaw)');
    expect(text).toMatch(/Pay by: .+ WIB/);
    expect(customerMail.html).toContain(formatRupiah(order.total));
    expect(customerMail.html).not.toMatch(/<img|src=["']http/);

    const link = new URL(/View your order: (\S+)/.exec(text)![1]!);
    expect(link.origin).toBe(BASE_URL);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${link.searchParams.get('id')}`,
      headers: { 'x-order-token': link.searchParams.get('token')! },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().orderNumber).toBe(order.orderNumber);

    const shopMail = server.mails.find((mail) => mail !== customerMail)!;
    expect(shopMail.subject).toBe(`Pesanan baru ${order.orderNumber}: ${formatRupiah(order.total)}`);
    expect(server.recipients[server.mails.indexOf(shopMail)]).toEqual([SHOP_EMAIL]);
  });

  it('asks for no payment in the e-mail of an order staff took down already paid (issue 26)', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    await shopSetting('008', 'BCA 1234567890 a.n. PT CrabClaw');
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const take = (paid: boolean, customerInfo: typeof BUYER) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/orders',
        headers: { ...owner.headers, 'accept-language': 'en' },
        payload: {
          ...orderPayload([{ productId: crab!.id, quantity: 1 }], 'bank_transfer', customerInfo),
          channel: 'phone',
          paid,
        },
      });
    expect((await take(true, buyer(1))).statusCode).toBe(201);
    expect((await take(false, buyer(2))).statusCode).toBe(201);
    const { server, mailer } = await mailServer();
    await deliver(mailer);

    const mailTo = (email: string) => server.mails.find((mail) => mail.to && JSON.stringify(mail.to).includes(email))!;
    expect(mailTo(buyer(1).email).text).not.toContain('BCA 1234567890');
    expect(mailTo(buyer(2).email).text).toContain('BCA 1234567890');
  });

  it('tells the customer, in Indonesian, of the payment, the shipping, the delivery and a cancellation with its reason', async () => {
    const { db } = ctx.database;
    const crabs = await insertCrabs(db, 2, 10);
    const order = await placeThroughApi(crabs[0]!.id, 'id');
    const other = await placeThroughApi(crabs[1]!.id, 'id', buyer(2));
    const admin = await signInAs(ctx.app, db, 'Admin');
    const change = async (id: number, url: string, payload: object) => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/Orders/${id}/${url}`,
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await change(order.orderId, 'payment-status', { paymentStatus: 'Paid' });
    await change(order.orderId, 'status', { status: 'Processing' });
    await change(order.orderId, 'status', { status: 'Shipped' });
    await change(order.orderId, 'status', { status: 'Delivered' });
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Orders/${other.orderId}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Stok kepiting habis di gudang' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { server, mailer } = await mailServer();

    await deliver(mailer);

    const subjects = server.mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      [
        `Pesanan ${order.orderNumber} kami terima`,
        `Pembayaran pesanan ${order.orderNumber} kami terima`,
        `Pesanan ${order.orderNumber} sedang dikirim`,
        `Pesanan ${order.orderNumber} telah tiba`,
        `Pesanan ${other.orderNumber} kami terima`,
        `Pesanan ${other.orderNumber} dibatalkan`,
      ].sort(),
    );
    const cancelled = server.mails.find((mail) => mail.subject === `Pesanan ${other.orderNumber} dibatalkan`)!;
    expect(cancelled.text).toContain('Alasan: Stok kepiting habis di gudang');
    const paid = server.mails.find((mail) => mail.subject?.startsWith('Pembayaran'))!;
    expect(paid.text).toContain(formatRupiah(order.total));
  });

  it('tells the customer when the shop cancelled an unpaid order after its window', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeThroughApi(crab!.id, 'id');
    // What the payment expiry job queues (payment-expiry.test.ts checks that it does).
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    await queueOrderMessage(db, row!, 'expired');
    const { server, mailer } = await mailServer();

    await deliver(mailer);

    expect(server.mails.map((mail) => mail.subject)).toContain(`Pesanan ${order.orderNumber} dibatalkan otomatis`);
    const expired = server.mails.find((mail) => mail.subject?.endsWith('dibatalkan otomatis'))!;
    expect(expired.text).toContain('Stok yang Anda pesan sudah kami kembalikan');
  });

  it('queues nothing for a change that was rolled back or refused', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 3);
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: orderPayload([{ productId: crab!.id, quantity: 5 }]),
    });
    expect(short.statusCode).toBe(409);
    expect(await db.select().from(orderMessages)).toEqual([]);

    const order = await placeThroughApi(crab!.id, 'id');
    const [row] = await db.select().from(orders).where(eq(orders.id, order.orderId));
    await expect(
      db.transaction(async (tx) => {
        await queueOrderMessage(tx, row!, 'delivered');
        throw new Error('the change failed after queueing');
      }),
    ).rejects.toThrow('the change failed');
    const admin = await signInAs(ctx.app, db, 'Admin');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.orderId}/status`,
      headers: admin.headers,
      payload: { status: 'Delivered' },
    });
    expect(refused.statusCode).toBe(409);

    expect((await messagesOf(order.orderId)).map((message) => message.kind)).toEqual(['orderReceived']);
  });

  it('keeps a message while the mail server is away and sends it once when it is back', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeThroughApi(crab!.id, 'id');
    // A port nothing listens on: the first server's, closed.
    const probe = await startMailServer();
    await probe.close();
    const away = smtpMailer({ SMTP_URL: probe.url, MAIL_FROM: 'toko@crabclaw.test' });
    open.push({ mailer: away });
    const now = new Date();

    expect(await deliver(away, now)).toBe(0);
    const [waiting] = await messagesOf(order.orderId);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelay(1));

    const { server, mailer } = await mailServer(probe.port);
    expect(await deliver(mailer, now)).toBe(0);
    expect(await deliver(mailer, new Date(now.getTime() + retryDelay(1)))).toBe(1);
    expect(await deliver(mailer, new Date(now.getTime() + 24 * 3_600_000))).toBe(0);
    expect(server.mails).toHaveLength(1);
    expect((await messagesOf(order.orderId))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends again, once, a message whose worker died after claiming it', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeThroughApi(crab!.id, 'id');
    const now = new Date();
    // A worker that claimed the message and died before sending: nothing but its claim is left.
    const dead: Mailer = { send: () => new Promise(() => {}), close: () => {} };
    void deliverDueMessages(db, dead, { baseUrl: BASE_URL, now });
    await expect.poll(async () => (await messagesOf(order.orderId))[0]?.attempts).toBe(1);
    const { server, mailer } = await mailServer();

    expect(await deliver(mailer, now)).toBe(0);
    expect(await deliver(mailer, new Date(now.getTime() + 5 * 60_000))).toBe(1);
    expect(await deliver(mailer, new Date(now.getTime() + 60 * 60_000))).toBe(0);
    expect(server.mails).toHaveLength(1);
  });

  it(`gives a message up as failed, with the reason, after ${MAX_ATTEMPTS} tries`, async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeThroughApi(crab!.id, 'id');
    const refusing: Mailer = {
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
      close: () => {},
    };
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt++) {
      await deliver(refusing, now);
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    expect((await messagesOf(order.orderId))[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
  });

  it('keeps line breaks in a customer’s name or a subject out of the mail’s headers', async () => {
    const { server, mailer } = await mailServer();
    await mailer.send({
      id: '0b0e6f0e-8a52-4d1c-9a7e-3b9f1d2c4e5a',
      to: BUYER.email,
      subject: 'Pesanan\r\nBcc: korban@example.com\r\nX-Evil: 1',
      html: '<p>Halo</p>',
      text: 'Halo',
    });
    expect(server.recipients).toEqual([[BUYER.email]]);
    const [mail] = server.mails;
    expect(mail!.headers.has('bcc')).toBe(false);
    expect(mail!.headers.has('x-evil')).toBe(false);
    expect(mail!.subject).toBe('Pesanan Bcc: korban@example.com X-Evil: 1');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('sends each message once with two workers on one PostgreSQL', async () => {
    const { db } = ctx.database;
    const crabs = await insertCrabs(db, 6, 10);
    for (const [n, crab] of crabs.entries()) {
      await placeThroughApi(crab.id, 'id', buyer(n));
    }
    const other = await secondConnection(db);
    const { server, mailer } = await mailServer();
    try {
      await Promise.all([
        deliverDueMessages(db, mailer, { baseUrl: BASE_URL }),
        deliverDueMessages(other.db, mailer, { baseUrl: BASE_URL }),
        deliverDueMessages(db, mailer, { baseUrl: BASE_URL }),
        deliverDueMessages(other.db, mailer, { baseUrl: BASE_URL }),
      ]);
    } finally {
      await other.close();
    }
    const ids = server.mails.map((mail) => mail.messageId);
    expect(ids).toHaveLength(crabs.length);
    expect(new Set(ids).size).toBe(crabs.length);
  });
});

describe('the order’s messages in the back office', () => {
  it('lists them with a WhatsApp draft to the customer and sends one again under a new id', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    await shopSetting('003', SHOP_EMAIL);
    const order = await placeThroughApi(crab!.id, 'id');
    const admin = await signInAs(ctx.app, db, 'Admin');

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.orderId}/messages`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const { mailConfigured, messages } = listed.json();
    expect(mailConfigured).toBe(false);
    expect(messages.map((message: { kind: string }) => message.kind)).toEqual(['orderReceived', 'newOrder']);
    const [received, notice] = messages;
    expect(received).toMatchObject({ recipient: BUYER.email, status: 'queued', attempts: 0 });
    const whatsApp = new URL(received.whatsAppLink);
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/6281234567890');
    expect(whatsApp.searchParams.get('text')).toContain(`Pesanan ${order.orderNumber} kami terima`);
    expect(notice.whatsAppLink).toBeNull();

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/Orders/${order.orderId}/messages/${received.id}/resend`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(200);
    const after = again.json().messages;
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ kind: 'orderReceived', status: 'queued' });
    expect(after[2].id).not.toBe(received.id);
  });

  it('offers WhatsApp shortcuts to the customer that fit the order, in its language', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    await shopSetting('008', 'BCA 1234567890 a.n. PT CrabClaw');
    const order = await placeThroughApi(crab!.id, 'en');
    const admin = await signInAs(ctx.app, db, 'Admin');
    const shortcuts = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/Orders/${order.orderId}/messages`,
        headers: admin.headers,
      });
      const listed: { kind: string; link: string }[] = response.json().shortcuts;
      return Object.fromEntries(listed.map(({ kind, link }) => [kind, new URL(link)]));
    };

    const unpaid = await shortcuts();
    expect(Object.keys(unpaid)).toEqual(['confirm', 'paymentReminder']);
    expect(unpaid.confirm!.pathname).toBe('/6281234567890');
    const confirm = unpaid.confirm!.searchParams.get('text');
    expect(confirm).toContain(`we have received and confirmed your order ${order.orderNumber}`);
    expect(confirm).toContain(`*Total: ${formatRupiah(order.total)}*`);
    const reminder = unpaid.paymentReminder!.searchParams.get('text');
    expect(reminder).toContain(`payment of ${formatRupiah(order.total)}`);
    expect(reminder).toContain('BCA 1234567890 (account holder: PT CrabClaw)');
    expect(reminder).toMatch(/Pay by: .+ WIB/);

    await db
      .update(orders)
      .set({ status: 'Shipped', paymentStatus: 'Paid', shippingCourier: 'JNE', waybillNumber: 'JN0001' })
      .where(eq(orders.id, order.orderId));
    const shipped = await shortcuts();
    expect(Object.keys(shipped)).toEqual(['confirm', 'shipped']);
    expect(shipped.shipped!.searchParams.get('text')).toContain('Waybill number: JN0001');

    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, order.orderId));
    expect(await shortcuts()).toEqual({});
  });

  it('keeps them from staff who do not see customers’ data and answers 404 for another order’s message', async () => {
    const { db } = ctx.database;
    const crabs = await insertCrabs(db, 2, 10);
    const order = await placeThroughApi(crabs[0]!.id, 'id');
    const other = await placeThroughApi(crabs[1]!.id, 'id', buyer(2));
    const user = await signInAs(ctx.app, db, 'User');
    const admin = await signInAs(ctx.app, db, 'Admin');
    const url = `/api/Orders/${order.orderId}/messages`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(403);

    const [otherMessage] = await messagesOf(other.orderId);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `${url}/${otherMessage!.id}/resend`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('This message was not found on that order.');
  });

  it('tells the dashboard that mail is not configured and which messages failed', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeThroughApi(crab!.id, 'id');
    await db
      .update(orderMessages)
      .set({ status: 'failed', lastError: '550' })
      .where(eq(orderMessages.orderId, order.orderId));
    const user = await signInAs(ctx.app, db, 'User');

    const status = await ctx.app.inject({ method: 'GET', url: '/api/admin/mail-status', headers: user.headers });

    expect(status.json()).toMatchObject({
      mailConfigured: false,
      failed: [{ orderId: order.orderId, orderNumber: order.orderNumber, kind: 'orderReceived' }],
    });
    const options = await ctx.app.inject({ method: 'GET', url: '/api/checkout/options' });
    expect(options.json().orderEmails).toBe(false);
  });
});

describe('mail settings', () => {
  it('refuses a mail server address that is not smtp:// or smtps:// and a sender on two lines', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\//);
    expect(() => loadConfig({ MAIL_FROM: 'Toko\r\nBcc: x@y.z <toko@example.com>' })).toThrow(/MAIL_FROM/);
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Toko <toko@example.com>' }),
    ).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
    });
  });
});

describe('the shop’s notices (decision 037)', () => {
  const GUDANG = 'gudang@crabclaw.test';
  const ADMIN = 'admin@crabclaw.test';

  it('sends the new order to each address of 015 instead of 003, in Indonesian, with a link to the back office', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 50);
    await shopSetting('003', SHOP_EMAIL);
    await shopSetting('015', `${GUDANG}\n${ADMIN}`);
    const order = await placeThroughApi(crab!.id, 'en');
    const { server, mailer } = await mailServer();

    await deliver(mailer);

    const notices = server.mails.filter((mail) => mail.subject?.startsWith('Pesanan baru'));
    expect(notices.map((mail) => server.recipients[server.mails.indexOf(mail)]).sort()).toEqual([[ADMIN], [GUDANG]]);
    expect(server.recipients.flat()).not.toContain(SHOP_EMAIL);
    const [notice] = notices;
    expect(notice!.subject).toBe(`Pesanan baru ${order.orderNumber}: ${formatRupiah(order.total)}`);
    expect(notice!.text).toContain(`dari ${BUYER.fullName}`);
    expect(notice!.text).toContain('Kepiting 1 × 2 kg');
    expect(notice!.text).toContain(`Buka pesanan: ${BASE_URL}/app/orders/${order.orderId}`);
    // Two messages, two Message-IDs: each address's e-mail is tried and recorded on its own.
    expect(new Set(notices.map((mail) => mail.messageId)).size).toBe(2);
  });

  it('tells the shop once when an order takes a product to its low-stock threshold, and again only after a restock', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    await db.update(products).set({ lowStockThreshold: 4 }).where(eq(products.id, crab!.id));
    await shopSetting('015', GUDANG);
    const lowStockOf = async (orderId: number) =>
      (await messagesOf(orderId)).filter((message) => message.kind === 'lowStock');

    const above = await placeThroughApi(crab!.id, 'id', buyer(1), 5); // 10 -> 5: above 4
    const crossing = await placeThroughApi(crab!.id, 'id', buyer(2), 2); // 5 -> 3: crosses
    const further = await placeThroughApi(crab!.id, 'id', buyer(3), 1); // 3 -> 2: already low
    expect(await lowStockOf(above.orderId)).toEqual([]);
    expect(await lowStockOf(crossing.orderId)).toMatchObject([
      { recipient: GUDANG, language: 'id', details: { productName: 'Kepiting 1', stock: '3', threshold: '4' } },
    ]);
    expect(await lowStockOf(further.orderId)).toEqual([]);

    await db.update(products).set({ stock: 8 }).where(eq(products.id, crab!.id)); // staff restock
    const again = await placeThroughApi(crab!.id, 'id', buyer(4), 4); // 8 -> 4: crosses again
    expect(await lowStockOf(again.orderId)).toHaveLength(1);

    const { server, mailer } = await mailServer();
    await deliver(mailer);
    const lowStock = server.mails.filter((mail) => mail.subject?.startsWith('Stok menipis'));
    expect(lowStock.map((mail) => mail.subject)).toEqual([
      'Stok menipis: Kepiting 1 tinggal 3 kg',
      'Stok menipis: Kepiting 1 tinggal 4 kg',
    ]);
    expect(lowStock[0]!.text).toContain(`setelah pesanan ${crossing.orderNumber}`);
    expect(lowStock[0]!.text).toContain(`Buka produk: ${BASE_URL}/app/product/edit/${crab!.id}`);
  });

  it('queues no low-stock notice for an order that was refused', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 6);
    await shopSetting('015', GUDANG);
    // Over parameter 012's limit after the stock was taken: the whole order, stock and notices roll back.
    await shopSetting('012', '100000');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: orderPayload([{ productId: crab!.id, quantity: 5 }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.items).toContain('melebihi batas');
    expect(await db.select().from(orderMessages)).toEqual([]);
    const [product] = await db.select().from(products).where(eq(products.id, crab!.id));
    expect(product!.stock).toBe(6);
  });
});

describe('correcting the courier and waybill of a shipped order (decision 037)', () => {
  it('shows the new values to the customer, keeps the change in the history and e-mails the customer once', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeThroughApi(crab!.id, 'id');
    const staff = await signInAs(ctx.app, db, 'User');
    const put = (url: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/Orders/${order.orderId}/${url}`, headers: staff.headers, payload });
    const shipment = (payload: object) => put('shipment', payload);

    expect((await shipment({ waybillNumber: 'X1' })).statusCode).toBe(409); // not shipped yet
    expect((await put('status', { status: 'Processing' })).statusCode).toBe(200);
    const shipped = await put('status', { status: 'Shipped', shippingCourier: 'JNE', waybillNumber: 'JNE000111' });
    expect(shipped.statusCode).toBe(200);

    expect((await shipment({ shippingCourier: 'JNE', waybillNumber: 'JNE000111' })).statusCode).toBe(409);
    expect((await shipment({ waybillNumber: 'x'.repeat(41) })).statusCode).toBe(400);
    const changed = await shipment({ shippingCourier: 'SiCepat', waybillNumber: 'SCP999888' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ shippingCourier: 'SiCepat', waybillNumber: 'SCP999888', status: 'Shipped' });
    expect(changed.json().history.at(-1)).toMatchObject({
      kind: 'shipment',
      shippingCourier: 'SiCepat',
      waybillNumber: 'SCP999888',
      changedBy: staff.username,
    });

    const tracked = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.orderId}`,
      headers: { 'x-order-token': order.accessToken },
    });
    expect(tracked.json()).toMatchObject({ shippingCourier: 'SiCepat', waybillNumber: 'SCP999888' });
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.orderId}/invoice?token=${encodeURIComponent(order.accessToken)}`,
    });
    expect(pdfText(invoice.rawPayload).replace(/\s+/g, ' ')).toContain('No. resi: SCP999888');
    expect(await db.select().from(orderHistory).where(eq(orderHistory.kind, 'shipment'))).toHaveLength(1);

    const { server, mailer } = await mailServer();
    await deliver(mailer);
    const updated = server.mails.filter((mail) => mail.subject?.startsWith('Info pengiriman'));
    expect(updated.map((mail) => mail.subject)).toEqual([`Info pengiriman pesanan ${order.orderNumber} diperbarui`]);
    expect(updated[0]!.text).toContain('Kurir: SiCepat');
    expect(updated[0]!.text).toContain('Nomor resi: SCP999888');
  });
});

describe('the order of an order’s messages', () => {
  it('is the order they were queued in, where their clock times are equal', async () => {
    const { db } = ctx.database;
    const [crab] = await insertCrabs(db, 1, 10);
    const order = await placeThroughApi(crab!.id, 'id');
    await db.delete(orderMessages).where(eq(orderMessages.orderId, order.orderId));
    // The embedded database's clock counts milliseconds, so two messages queued together can share a time; their
    // ids are random, here in the other order.
    const queued = { orderId: order.orderId, language: 'id' as const, createdAt: new Date('2026-12-05T08:00:00Z') };
    await db.insert(orderMessages).values({
      ...queued,
      id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      kind: 'orderReceived',
      recipient: BUYER.email,
    });
    await db.insert(orderMessages).values({
      ...queued,
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'newOrder',
      recipient: SHOP_EMAIL,
    });
    const admin = await signInAs(ctx.app, db, 'Admin');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.orderId}/messages`,
      headers: admin.headers,
    });
    expect(listed.json().messages.map((message: { kind: string }) => message.kind)).toEqual([
      'orderReceived',
      'newOrder',
    ]);
  });
});
