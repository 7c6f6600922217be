import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CreateOrderSchema, type PaymentMethodId, type StaffRole } from '@crabclaw/shared';
import { orderMessages, orderTransferProofs, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { orderPayload } from '../../test/fixtures.ts';
import { multipartFile } from '../../test/multipart.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { cancelOverdueOrders } from './payment-expiry.ts';
import { placeOrder } from './place-order.ts';
import { BUYER, historyRows, insertCrabs, orderRow, secondConnection } from './test-orders.ts';

const ctx = useTestApp();
const signIn = (role: StaffRole) => signInAs(ctx.app, ctx.database.db, role);

/** An order placed as the storefront places it, with the access token the customer's link carries. */
async function anOrder(payment: PaymentMethodId = 'bank_transfer', placedAt?: Date) {
  const [stocked] = await ctx.database.db.select({ id: products.id }).from(products).limit(1);
  const crab = stocked ?? (await insertCrabs(ctx.database.db, 1, 100))[0];
  const input = CreateOrderSchema.parse(orderPayload([{ productId: crab!.id, quantity: 1 }], payment, BUYER));
  const { order, accessToken } = await placeOrder(ctx.database.db, input, { now: placedAt });
  return { id: order.orderId, token: accessToken };
}
type Placed = Awaited<ReturnType<typeof anOrder>>;

const photo = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#3a7' } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCam' } } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const send = (order: Placed, bytes: Buffer, language = 'id', name = 'bukti.png', type = 'image/png') => {
  const body = multipartFile(bytes, name, type);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/Orders/${order.id}/transfer-proofs`,
    payload: body.payload,
    headers: { ...body.headers, 'x-order-token': order.token, 'accept-language': language },
  });
};
const customerProofs = (order: Placed, token = order.token) =>
  ctx.app.inject({ method: 'GET', url: `/api/Orders/${order.id}/transfer-proofs?token=${encodeURIComponent(token)}` });
const staffGet = (staff: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: staff.headers });
const decide = (staff: SignedIn, order: Placed, proofId: number, decision: 'confirm' | 'refuse', reason?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/transfer-proofs/${proofId}/${decision}`,
    headers: staff.headers,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
const toVerify = async (staff: SignedIn) =>
  (await staffGet(staff, '/api/Orders?toVerify=true')).json().data.map((row: { orderId: number }) => row.orderId);

describe('a transfer receipt sent from the tracking page', () => {
  it('is kept privately as an upright JPEG without metadata, read by the token holder and staff who record payments', async () => {
    const order = await anOrder();
    const other = await anOrder();
    const sent = await send(order, await photo());
    expect(sent.statusCode, sent.body).toBe(201);
    const [proof] = sent.json().proofs;
    expect(sent.json()).toMatchObject({ canSend: false, limit: 5 });
    expect(proof).toMatchObject({ state: 'waiting', contentType: 'image/jpeg', refusalReason: null });

    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.id}/transfer-proofs/${proof.id}/file?token=${order.token}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'private, no-store' });
    const kept = await sharp(file.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
    expect(kept.exif).toBeUndefined();

    // Another order's token, or none, finds nothing; so does this token for another order's receipt.
    const wrongToken = `/api/Orders/${order.id}/transfer-proofs/${proof.id}/file?token=${other.token}`;
    expect((await ctx.app.inject({ method: 'GET', url: wrongToken })).statusCode).toBe(404);
    expect((await customerProofs(order, other.token)).statusCode).toBe(404);
    const elsewhere = `/api/Orders/${other.id}/transfer-proofs/${proof.id}/file?token=${other.token}`;
    expect((await ctx.app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(404);

    const [user, manager] = await Promise.all([signIn('User'), signIn('Manager')]);
    const staffFile = `/api/admin/orders/${order.id}/transfer-proofs/${proof.id}/file`;
    expect((await staffGet(user, staffFile)).statusCode).toBe(403);
    expect((await staffGet(user, `/api/admin/orders/${order.id}/transfer-proofs`)).statusCode).toBe(403);
    expect((await decide(user, order, proof.id, 'confirm')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: staffFile })).statusCode).toBe(401);
    expect((await staffGet(manager, staffFile)).statusCode).toBe(200);
    expect(await toVerify(manager)).toEqual([order.id]);
  });

  it('refuses what is no receipt, in the customer’s language, and keeps nothing', async () => {
    const order = await anOrder();
    const text = await send(order, Buffer.from('bukan gambar, hanya teks biasa'), 'en', 'bukti.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Please choose a photo (JPEG, PNG or WebP) or a PDF of the transfer receipt.');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await send(order, gif, 'id')).json().message).toBe(
      'Silakan pilih foto (JPEG, PNG, atau WebP) atau PDF bukti transfer.',
    );
    const cutPdf = await send(order, PDF.subarray(0, 20), 'en', 'bukti.pdf', 'application/pdf');
    expect(cutPdf.statusCode).toBe(400);
    expect(cutPdf.json().message).toMatch(/could not be read/);
    const cutPhoto = await photo();
    expect((await send(order, cutPhoto.subarray(0, cutPhoto.length / 2))).statusCode).toBe(400);
    const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await send(order, huge, 'en', 'bukti.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The receipt must be smaller than 10 MB.');
    expect(await ctx.database.db.select().from(orderTransferProofs)).toEqual([]);
  });

  it('is taken only for an unpaid bank transfer, one waiting at a time and five at most', async () => {
    const cod = await anOrder('cod');
    const refused = await send(cod, PDF, 'en', 'bukti.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/does not take a transfer receipt/);

    const order = await anOrder();
    const admin = await signIn('Admin');
    for (let round = 1; round <= 5; round++) {
      const sent = await send(order, PDF, 'en', 'bukti.pdf', 'application/pdf');
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await send(order, PDF, 'en', 'bukti.pdf', 'application/pdf')).json().message).toMatch(/still checking/);
      const waiting = sent.json().proofs.at(-1);
      expect((await decide(admin, order, waiting.id, 'refuse', 'Nominal tidak sesuai')).statusCode).toBe(200);
    }
    const sixth = await send(order, PDF, 'en', 'bukti.pdf', 'application/pdf');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('This order has received 5 receipts already. Please contact us.');
    expect((await customerProofs(order)).json().canSend).toBe(false);
  });
});

describe('staff deciding a receipt', () => {
  it('refuses with a reason the customer reads, then confirms the next one: Paid, who and which in the history, the e-mail queued', async () => {
    const order = await anOrder();
    const manager = await signIn('Manager');
    const first = (await send(order, await photo())).json().proofs[0];
    expect((await decide(manager, order, first.id, 'refuse', 'x')).statusCode).toBe(400);
    const refused = await decide(manager, order, first.id, 'refuse', 'Nama pengirim tidak terbaca');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().paymentStatus).toBe('Pending');
    expect((await customerProofs(order)).json()).toMatchObject({
      canSend: true,
      proofs: [{ id: first.id, state: 'refused', refusalReason: 'Nama pengirim tidak terbaca' }],
    });
    expect(await toVerify(manager)).toEqual([]);

    const second = (await send(order, PDF, 'id', 'bukti.pdf', 'application/pdf')).json().proofs[1];
    expect(second).toMatchObject({ state: 'waiting', contentType: 'application/pdf' });
    const confirmed = await decide(manager, order, second.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ paymentStatus: 'Paid', paymentDate: expect.any(String) });
    expect(await historyRows(ctx.database.db, order.id)).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        fromValue: 'Pending',
        toValue: 'Paid',
        changedBy: manager.username,
        reason: `Transfer receipt #${second.id} confirmed`,
      }),
    );
    const messages = await ctx.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, order.id));
    expect(messages.map((message) => message.kind)).toContain('paymentReceived');
    expect((await staffGet(manager, `/api/admin/orders/${order.id}/transfer-proofs`)).json().proofs).toMatchObject([
      { state: 'refused', decidedBy: manager.username },
      { state: 'confirmed', decidedBy: manager.username },
    ]);
    expect((await decide(manager, order, second.id, 'refuse', 'Terlambat')).statusCode).toBe(409);
    expect((await send(order, PDF, 'id', 'bukti.pdf', 'application/pdf')).statusCode).toBe(409);
  });

  it('lets one of a confirm and a refuse at the same moment win, on two connections', async () => {
    const order = await anOrder();
    const [manager, admin] = await Promise.all([signIn('Manager'), signIn('Admin')]);
    const proof = (await send(order, PDF, 'id', 'bukti.pdf', 'application/pdf')).json().proofs[0];
    const second = await secondConnection(ctx.database.db);
    try {
      const answers = await Promise.all([
        decide(manager, order, proof.id, 'confirm'),
        decide(admin, order, proof.id, 'refuse', 'Belum masuk rekening'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const [kept] = await second.db.select().from(orderTransferProofs).where(eq(orderTransferProofs.id, proof.id));
      const paid = (await orderRow(second.db, order.id)).paymentStatus === 'Paid';
      expect(kept!.state).toBe(paid ? 'confirmed' : 'refused');
    } finally {
      await second.close();
    }
  });

  it('counts a waiting receipt as confirmed when staff mark the order paid by hand', async () => {
    const order = await anOrder();
    const manager = await signIn('Manager');
    const proof = (await send(order, PDF, 'id', 'bukti.pdf', 'application/pdf')).json().proofs[0];
    const marked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.id}/payment-status`,
      headers: manager.headers,
      payload: { paymentStatus: 'Paid' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await historyRows(ctx.database.db, order.id)).at(-1)).toMatchObject({
      changedBy: manager.username,
      reason: `Transfer receipt #${proof.id} confirmed`,
    });
    expect((await customerProofs(order)).json().proofs[0]).toMatchObject({ state: 'confirmed' });
  });

  it('keeps an order with a waiting receipt from expiring: the shop has to look', async () => {
    const placedAt = new Date(Date.now() - 72 * 3_600_000);
    const [waiting, silent] = [await anOrder('bank_transfer', placedAt), await anOrder('bank_transfer', placedAt)];
    expect((await send(waiting, PDF, 'id', 'bukti.pdf', 'application/pdf')).statusCode).toBe(201);
    await cancelOverdueOrders(ctx.database.db, new Date());
    expect((await orderRow(ctx.database.db, waiting.id)).status).toBe('Pending');
    expect((await orderRow(ctx.database.db, silent.id)).status).toBe('Cancelled');
  });
});
