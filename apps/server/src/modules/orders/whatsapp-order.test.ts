import { describe, expect, it } from 'vitest';
import { generalParameters } from '../../db/schema/index.ts';
import { forgetCachedCatalogue, useTestApp } from '../../test/app.ts';
import { signInAs } from '../../test/staff.ts';
import { orderPayload } from '../../test/fixtures.ts';
import { BUYER, insertCrabs, orderRow, setShopSetting, stockOf } from './test-orders.ts';

const ctx = useTestApp();

const SHOP_WHATSAPP = '0811-2233-4455';

/** Written behind the shop's back, then the kept checkout options dropped as a staff member's save drops them. */
async function setWhatsApp(value: string) {
  await ctx.database.db.insert(generalParameters).values({ paramCode: '009', paramName: 'WhatsApp', deskripsi: value });
  await forgetCachedCatalogue(ctx.app);
}

let client = 0;
const nextAddress = () => `10.26.${Math.floor(++client / 250)}.${client % 250}`;
const orderByWhatsApp = (body: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/Orders/whatsapp', payload: body as object, headers, remoteAddress });
const options = async () => (await ctx.app.inject({ method: 'GET', url: '/api/checkout/options' })).json();

describe('POST /api/Orders/whatsapp', () => {
  it('places a real order with channel whatsapp, takes its stock and answers the wa.me message', async () => {
    await setWhatsApp(SHOP_WHATSAPP);
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const response = await orderByWhatsApp(orderPayload([{ productId: crab!.id, quantity: 3 }]));
    expect(response.statusCode).toBe(201);
    const { data, whatsApp } = response.json();
    expect(data).toMatchObject({ status: 'Pending', paymentStatus: 'Pending', orderItems: [{ quantity: 3 }] });
    expect((await orderRow(ctx.database.db, data.orderId)).channel).toBe('whatsapp');
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(7);

    expect(whatsApp.number).toBe('6281122334455');
    const url = new URL(whatsApp.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281122334455');
    expect(url.searchParams.get('text')).toBe(whatsApp.text);
    expect(whatsApp.text).toContain(data.orderNumber);
    expect(whatsApp.text).toContain(`• 3 kg Kepiting 1`);
    expect(whatsApp.text).toContain('Pembayaran: Transfer Bank');
    expect(whatsApp.text).toContain(`/public/orders?order=${data.orderNumber}`);
    expect(whatsApp.text).toContain(BUYER.address);

    // The staff see it as any order, with its channel.
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const staff = await ctx.app.inject({ method: 'GET', url: `/api/Orders/${data.orderId}`, headers });
    expect(staff.json().channel).toBe('whatsapp');
  });

  it('writes the message in the customer’s language', async () => {
    await setWhatsApp(SHOP_WHATSAPP);
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const response = await orderByWhatsApp(orderPayload([{ productId: crab!.id, quantity: 1 }]), {
      'accept-language': 'en',
    });
    expect(response.json().whatsApp.text).toContain('I would like to order. Order number:');
  });

  it('is refused, placing nothing, while parameter 009 holds no number, and the storefront does not offer it', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    expect((await options()).whatsAppOrders).toBe(false);
    const response = await orderByWhatsApp(orderPayload([{ productId: crab!.id, quantity: 1 }]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'order.whatsAppUnavailable',
      message: expect.stringContaining('WhatsApp'),
    });
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(10);

    await setWhatsApp('not a number');
    expect((await options()).whatsAppOrders).toBe(false);
    await ctx.database.db.delete(generalParameters);
    await setWhatsApp(SHOP_WHATSAPP);
    expect((await options()).whatsAppOrders).toBe(true);
  });

  it('refuses online payment, placing nothing, while no payment gateway is configured', async () => {
    await setWhatsApp(SHOP_WHATSAPP);
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const response = await orderByWhatsApp({
      ...orderPayload([{ productId: crab!.id, quantity: 1 }]),
      paymentMethod: { id: 'online' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'payment.onlineUnavailable' });
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(10);
  });

  it('applies the checkout’s limits: units per product, stock, open unpaid orders', async () => {
    await setWhatsApp(SHOP_WHATSAPP);
    await setShopSetting(ctx.database.db, '006', 5);
    await setShopSetting(ctx.database.db, '007', 1);
    const [crab] = await insertCrabs(ctx.database.db, 1, 3);
    const tooMany = await orderByWhatsApp(orderPayload([{ productId: crab!.id, quantity: 6 }]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('order.tooManyUnits');
    const short = await orderByWhatsApp(orderPayload([{ productId: crab!.id, quantity: 4 }]));
    expect(short.json().code).toBe('order.stockShort');

    expect((await orderByWhatsApp(orderPayload([{ productId: crab!.id, quantity: 1 }]))).statusCode).toBe(201);
    const second = await orderByWhatsApp(orderPayload([{ productId: crab!.id, quantity: 1 }]));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toMatch(/^order\.unpaid/);
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(2);
  });

  it('answers the first order for a repeated Idempotency-Key, with the same message', async () => {
    await setWhatsApp(SHOP_WHATSAPP);
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const body = orderPayload([{ productId: crab!.id, quantity: 2 }]);
    const headers = { 'idempotency-key': 'whatsapp-order-key-0001' };
    const first = await orderByWhatsApp(body, headers);
    const again = await orderByWhatsApp(body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.orderId).toBe(first.json().data.orderId);
    expect(again.json().whatsApp.text).toBe(first.json().whatsApp.text);
    expect((await stockOf(ctx.database.db, crab!.id)).stock).toBe(8);
  });

  it('refuses a malformed request with the field’s message, not a 500', async () => {
    await setWhatsApp(SHOP_WHATSAPP);
    const response = await orderByWhatsApp({ customerInfo: { ...BUYER, phone: 'x' }, items: [] });
    expect(response.statusCode).toBe(400);
  });

  it('shares the checkout’s rate limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const url = i % 2 === 0 ? '/api/Orders/create' : '/api/Orders/whatsapp';
      statuses.push(
        (await ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.26.99.1' })).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
