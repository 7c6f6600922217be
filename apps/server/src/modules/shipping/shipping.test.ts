import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_SETTINGS, type ShippingSettingsInput } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { BUYER, insertCategory, insertProduct, orderPayload } from '../../test/fixtures.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';

const ctx = useTestApp();

/** The defaults with regular shipping priced by weight in Java, and Bali served by express only. */
function banded(): ShippingSettingsInput {
  const settings = structuredClone(DEFAULT_SHIPPING_SETTINGS) as ShippingSettingsInput;
  settings.zones.push({ name: 'Bali', provinces: ['Bali'] });
  settings.methods[0]!.rates = [
    { zone: 'Jawa', upToKg: null, price: 40_000 },
    { zone: 'Jawa', upToKg: 2, price: 12_000 },
  ];
  settings.methods[1]!.rates.push({ zone: 'Bali', upToKg: null, price: 60_000 });
  settings.methods[2]!.active = false;
  return settings;
}

const save = (staff: SignedIn, settings: ShippingSettingsInput) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/shipping', headers: staff.headers, payload: settings });

let client = 0;
const place = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Orders/create',
    payload,
    remoteAddress: `10.41.${Math.floor(++client / 250)}.${client % 250}`,
  });

async function packOfShrimp() {
  const category = await insertCategory(ctx.database.db, { name: 'Udang' });
  // A pack of 1.5 kg: two packs weigh 3 kg.
  return insertProduct(ctx.database.db, { name: 'Udang Beku', categoryId: category.id, saleUnit: 'pack', weight: 1.5 });
}

describe('shipping settings', () => {
  it('lets a Manager read and replace them, sorting the bands, and refuses a User', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const read = await ctx.app.inject({ url: '/api/admin/shipping', headers: manager.headers });
    expect(read.json()).toEqual(DEFAULT_SHIPPING_SETTINGS);
    const saved = await save(manager, banded());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().methods[0].rates).toEqual([
      { zone: 'Jawa', upToKg: 2, price: 12_000 },
      { zone: 'Jawa', upToKg: null, price: 40_000 },
    ]);
    const user = await signInAs(ctx.app, ctx.database.db, 'User');
    expect((await save(user, banded())).statusCode).toBe(403);
  });

  it('refuses a negative price and twice the same band per field, in the staff member’s language, and keeps the old', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const settings = banded();
    settings.methods[0]!.rates = [
      { zone: 'Jawa', upToKg: 2, price: -5 },
      { zone: 'Jawa', upToKg: 2, price: 5 },
    ];
    const refused = await save({ ...manager, headers: { ...manager.headers, 'accept-language': 'en' } }, settings);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      'methods.0.rates.0.price': 'Cannot be negative',
      'methods.0.rates.1.upToKg': 'This zone already has a band with this limit',
    });
    const read = await ctx.app.inject({ url: '/api/admin/shipping', headers: manager.headers });
    expect(read.json()).toEqual(DEFAULT_SHIPPING_SETTINGS);
  });

  it('prices orders by zone and weight band, and offers neither a switched-off method nor an unserved province', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    await save(manager, banded());
    const shrimp = await packOfShrimp();
    const light = await place(orderPayload([{ productId: shrimp.id, quantity: 1 }]));
    expect(light.json().data).toMatchObject({ shippingCost: 12_000, total: 100_000 + 12_000 });
    const heavy = await place(orderPayload([{ productId: shrimp.id, quantity: 2 }]));
    expect(heavy.json().data.shippingCost).toBe(40_000);

    const switchedOff = await place({
      ...orderPayload([{ productId: shrimp.id, quantity: 1 }]),
      shippingMethod: { id: 'cold_chain' },
    });
    expect(switchedOff.statusCode).toBe(400);
    expect(switchedOff.json().code).toBe('shipping.methodOff');

    const toBali = { ...BUYER, province: 'Bali' as const, city: 'Denpasar', postalCode: '80111' };
    const unserved = await place(orderPayload([{ productId: shrimp.id, quantity: 1 }], 'bank_transfer', toBali));
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().code).toBe('shipping.notServed');
    const byExpress = await place({
      ...orderPayload([{ productId: shrimp.id, quantity: 1 }], 'bank_transfer', toBali),
      shippingMethod: { id: 'express' },
    });
    expect(byExpress.json().data).toMatchObject({ shippingCost: 60_000, shippingMethod: { id: 'express' } });
  });

  it('gives checkout the active methods, their bands, the zones and the provinces served', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    await save(manager, banded());
    const options = (await ctx.app.inject('/api/checkout/options')).json();
    expect(options.shippingMethods.map((method: { id: string }) => method.id)).toEqual([
      'regular',
      'express',
      'same_day',
    ]);
    expect(options.shippingMethods[0]).toMatchObject({ price: 12_000, nameEn: 'Regular' });
    expect(options.shippingZones.map((zone: { name: string }) => zone.name)).toEqual(['Jawa', 'Bali']);
    expect(options.provinces).toContain('Bali');
  });

  it('keeps what a placed order was charged when the prices change', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const shrimp = await packOfShrimp();
    const placed = (await place(orderPayload([{ productId: shrimp.id, quantity: 1 }]))).json().data;
    await save(manager, banded());
    const staffView = await ctx.app.inject({ url: `/api/Orders/${placed.orderId}`, headers: manager.headers });
    expect(staffView.json().shippingCost).toBe(15_000);
  });
});
