import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { insertGeneralParameters } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
import { invoiceOrderForStaff } from './staff-order-access.ts';
import { BUYER, insertCrabs, placeTestOrder } from './test-orders.ts';

const ctx = useTestApp();

async function placed() {
  const [crab] = await insertCrabs(ctx.database.db, 1, 10);
  return placeTestOrder(ctx.database.db, { lines: [{ productId: crab!.id, quantity: 1 }] });
}

describe('GET /api/Orders/{id} for staff', () => {
  it('shows name, phone, address and note to those who pack (Manager too), the e-mail to Owner and Admin only', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const note = 'Telepon 0812 9999 0000, pagar hijau';
    const order = await placeTestOrder(ctx.database.db, {
      lines: [{ productId: crab!.id, quantity: 1 }],
      customerInfo: { ...BUYER, notes: note },
    });
    const expected = {
      Owner: { email: BUYER.email, shipping: true },
      Admin: { email: BUYER.email, shipping: true },
      Manager: { email: null, shipping: true },
      User: { email: null, shipping: false },
    } as const;
    for (const [role, sees] of Object.entries(expected)) {
      const staff = await signInAs(ctx.app, ctx.database.db, role as keyof typeof expected);
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/Orders/${order.orderId}`,
        headers: staff.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json(), role).toMatchObject({
        orderNumber: order.orderNumber,
        channel: 'web',
        archivedAt: null,
        history: [],
        customer: sees.shipping ? { fullName: BUYER.fullName, phone: BUYER.phone, email: sees.email } : null,
        shippingAddress: sees.shipping ? { address: BUYER.address, city: BUYER.city } : null,
        notes: sees.shipping ? note : null,
      });
      if (!sees.shipping) expect(response.body, role).not.toContain('0812 9999 0000');
    }
  });

  it('keeps the customer’s token access, and answers 404 to anyone else', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const body = {
      customerInfo: BUYER,
      items: [{ productId: crab!.id, quantity: 1 }],
      shippingMethod: { id: 'regular' },
      paymentMethod: { id: 'bank_transfer' },
    };
    const { orderId, accessToken } = (
      await ctx.app.inject({ method: 'POST', url: '/api/Orders/create', payload: body })
    ).json().data;
    const customer = await ctx.app.inject({ method: 'GET', url: `/api/Orders/${orderId}?token=${accessToken}` });
    expect(customer.json()).toMatchObject({ customer: { fullName: BUYER.fullName } });
    expect(customer.json().history).toBeUndefined();
    for (const url of [`/api/Orders/${orderId}`, `/api/Orders/${orderId}/invoice`]) {
      const anonymous = await ctx.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json().message).toBe('Pesanan tidak ditemukan.');
    }
    // A wrong token is the customer's call, signed in or not.
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const wrongToken = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${orderId}?token=x`,
      headers: owner.headers,
    });
    expect(wrongToken.statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/Orders/${orderId + 1}`, headers: owner.headers });
    expect(missing.statusCode).toBe(404);
  });

  it('gives staff the order’s invoice without a token', async () => {
    await insertGeneralParameters(ctx.database.db);
    const order = await placed();
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.orderId}/invoice`,
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Invoice-${order.orderNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints where the box goes for Manager, without the e-mail, and hides the customer and note from User', async () => {
    const [crab] = await insertCrabs(ctx.database.db, 1, 10);
    const note = 'Titip ke satpam';
    const order = await placeTestOrder(ctx.database.db, {
      lines: [{ productId: crab!.id, quantity: 1 }],
      customerInfo: { ...BUYER, notes: note },
    });
    const forAdmin = await invoiceOrderForStaff(ctx.database.db, order.orderId, 'Admin');
    expect(forAdmin.customer).toEqual({ fullName: BUYER.fullName, email: BUYER.email, phone: BUYER.phone });
    expect(forAdmin.shippingAddress.address).toBe(BUYER.address);
    const forManager = await invoiceOrderForStaff(ctx.database.db, order.orderId, 'Manager');
    expect(forManager.customer).toEqual({ fullName: BUYER.fullName, email: '', phone: BUYER.phone });
    expect(forManager).toMatchObject({ shippingAddress: { address: BUYER.address }, notes: note });
    const forUser = await invoiceOrderForStaff(ctx.database.db, order.orderId, 'User');
    for (const detail of [BUYER.fullName, BUYER.phone, BUYER.address, BUYER.email, note])
      expect(JSON.stringify(forUser)).not.toContain(detail);
    expect(forUser).toMatchObject({ orderNumber: order.orderNumber, total: order.total });
  });
});
