import { describe, expect, it } from 'vitest';
import { generalParameters } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertProduct } from '../../test/fixtures.ts';
import { BUYER, stockOf } from './test-orders.ts';

const ctx = useTestApp();

let client = 0;
const place = (productId: number, shipping: string, customerInfo: object = BUYER, language = 'id', extra = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Orders/create',
    payload: {
      customerInfo,
      items: [{ productId, quantity: 1 }],
      shippingMethod: { id: shipping },
      paymentMethod: { id: 'bank_transfer' },
      ...extra,
    },
    headers: { 'accept-language': language },
    remoteAddress: `10.27.${Math.floor(++client / 250)}.${client % 250}`,
  });

async function liveCrab(area = 'Jakarta, Bekasi') {
  const { db } = ctx.database;
  await db.insert(generalParameters).values({ paramCode: '017', paramName: 'Area Kurir Segar', deskripsi: area });
  const category = await insertCategory(db, { name: 'Kepiting' });
  return insertProduct(db, { name: 'Kepiting Bakau Hidup', categoryId: category.id, stock: 10, handling: 'live' });
}

describe('live and fresh goods at placement', () => {
  it('refuses live crab by a method that cannot carry it, naming the product, and takes no stock', async () => {
    const crab = await liveCrab();
    const refused = await place(crab.id, 'cold_chain', BUYER, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'delivery.methodCannotCarry',
      errors: {
        shippingMethod:
          'Kepiting Bakau Hidup is only sent by Fresh Courier on the same or the next day, inside the shop’s delivery area.',
      },
    });
    expect((await stockOf(ctx.database.db, crab.id)).stock).toBe(10);
  });

  it('refuses the Fresh Courier to an address outside the area, saying the area, and takes it inside', async () => {
    const crab = await liveCrab();
    const bandung = { ...BUYER, city: 'Bandung', province: 'Jawa Barat', postalCode: '40111' };
    const outside = await place(crab.id, 'same_day', bandung);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(
      'Kurir Segar (hari yang sama atau besok) hanya mengantar ke area: Jakarta, Bekasi. Alamat Anda di luar area ini.',
    );
    const [slot] = (await ctx.app.inject('/api/delivery/slots')).json().slots;
    const inside = await place(crab.id, 'same_day', BUYER, 'id', {
      delivery: { date: slot.date, window: slot.window },
    });
    expect(inside.statusCode).toBe(201);
    expect(inside.json().data.shippingMethod).toMatchObject({ id: 'same_day', estimatedDays: '0-1' });
    expect((await stockOf(ctx.database.db, crab.id)).stock).toBe(9);
  });

  it('offers the Fresh Courier nowhere while the shop has no area', async () => {
    const crab = await liveCrab('');
    const refused = await place(crab.id, 'same_day');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('delivery.noArea');
  });

  it('tells checkout which methods carry live goods and where', async () => {
    await liveCrab('Jakarta\nBogor');
    const options = (await ctx.app.inject('/api/checkout/options')).json();
    expect(options.deliveryArea).toEqual(['Jakarta', 'Bogor']);
    expect(options.shippingMethods.find((m: { id: string }) => m.id === 'same_day')).toMatchObject({
      carriesLiveAndFresh: true,
      deliveryAreaOnly: true,
    });
  });

  it('keeps the handling staff set on the product, and answers it to the storefront', async () => {
    const crab = await liveCrab();
    const answer = (await ctx.app.inject(`/api/Product/${crab.id}`)).json();
    expect(answer.handling).toBe('live');
  });
});
