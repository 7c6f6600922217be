import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SLOT_SETTINGS, type DeliverySlot, type DeliverySlotSettings } from '@crabclaw/shared';
import { deliverySlotPlaces, generalParameters } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertProduct } from '../../test/fixtures.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { cancelOverdueOrders } from './payment-expiry.ts';
import { buyer, historyRows, stockOf } from './test-orders.ts';

// Delivery slots (issue 27): the open windows, the settings staff edit, the slot an order by the Fresh
// Courier must carry, its capacity held with the stock and given back once.

const ctx = useTestApp();

let client = 0;
const place = (productId: number, extra: object = {}, n = ++client, language = 'id') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Orders/create',
    payload: {
      customerInfo: buyer(n),
      items: [{ productId, quantity: 1 }],
      shippingMethod: { id: 'same_day' },
      paymentMethod: { id: 'bank_transfer' },
      ...extra,
    },
    headers: { 'accept-language': language },
    remoteAddress: `10.39.${Math.floor(n / 250)}.${n % 250}`,
  });

async function liveCrab(stock = 100) {
  const { db } = ctx.database;
  await db.insert(generalParameters).values({ paramCode: '017', paramName: 'Area Kurir Segar', deskripsi: 'Jakarta' });
  const category = await insertCategory(db, { name: 'Kepiting' });
  return insertProduct(db, { name: 'Kepiting Bakau Hidup', categoryId: category.id, stock, handling: 'live' });
}

const openSlots = async (): Promise<DeliverySlot[]> => (await ctx.app.inject('/api/delivery/slots')).json().slots;
const choiceOf = (slot: DeliverySlot) => ({ date: slot.date, window: slot.window });

async function takenIn(slot: { date: string; window: string }) {
  const [row] = await ctx.database.db
    .select()
    .from(deliverySlotPlaces)
    .where(and(eq(deliverySlotPlaces.deliveryDate, slot.date), eq(deliverySlotPlaces.windowId, slot.window)));
  return row?.taken ?? 0;
}

const saveSettings = (staff: SignedIn, settings: DeliverySlotSettings, language = 'id') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-slots',
    payload: settings,
    headers: { ...staff.headers, 'accept-language': language },
  });

/** One window only, with this capacity: every order of a test goes to the same place. */
const oneWindow = (capacity: number): DeliverySlotSettings => ({
  ...DEFAULT_DELIVERY_SLOT_SETTINGS,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  windows: [{ ...DEFAULT_DELIVERY_SLOT_SETTINGS.windows[3]!, cutoffDaysBefore: 1, capacity }],
});

describe('GET /api/delivery/slots and the settings staff edit', () => {
  it('answers the default windows of the coming days with their places, never cached', async () => {
    const answer = await ctx.app.inject('/api/delivery/slots');
    expect(answer.headers['cache-control']).toBe('no-store');
    const { slots } = answer.json();
    expect(slots.length).toBeGreaterThan(4);
    expect(slots[0]).toMatchObject({ remaining: 10 });
    expect(DEFAULT_DELIVERY_SLOT_SETTINGS.windows.map((window) => window.id)).toContain(slots[0].window);
  });

  it('lets Owner and Admin save the settings, refuses Manager, and the slots follow', async () => {
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    expect((await saveSettings(manager, oneWindow(2))).statusCode).toBe(403);
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const [first] = await openSlots();
    const saved = await saveSettings(admin, { ...oneWindow(2), closedDates: [first!.date] });
    expect(saved.statusCode).toBe(200);
    const slots = await openSlots();
    expect(slots.every((slot) => slot.window === '17-20' && slot.remaining === 2 && slot.date !== first!.date)).toBe(
      true,
    );
  });

  it('refuses settings with a window ending before it starts, in the staff member’s language', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const backwards = oneWindow(2);
    backwards.windows[0] = { ...backwards.windows[0]!, start: '20:00', end: '17:00' };
    const refused = await saveSettings(admin, backwards, 'en');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('The end must come after the start');
  });
});

describe('the slot of an order by the Fresh Courier', () => {
  it('places the order with its slot, on the order and in the places left', async () => {
    const crab = await liveCrab();
    const [slot] = await openSlots();
    const placed = await place(crab.id, { delivery: choiceOf(slot!) });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.delivery).toEqual({ date: slot!.date, window: slot!.window, label: slot!.label });
    expect(placed.json().data.estimatedDelivery).toBe(slot!.date);
    expect((await openSlots())[0]).toMatchObject({ ...choiceOf(slot!), remaining: slot!.remaining - 1 });
  });

  it('refuses every bad choice with 400 on the delivery field, holding nothing and taking no stock', async () => {
    const crab = await liveCrab(10);
    const [slot] = await openSlots();
    const cases: [object, string][] = [
      [{}, 'delivery.slotRequired'],
      [{ delivery: { ...choiceOf(slot!), window: '23-24' } }, 'delivery.slotUnknownWindow'],
      [{ delivery: { ...choiceOf(slot!), date: '2020-01-06' } }, 'delivery.slotPast'],
      [{ delivery: { ...choiceOf(slot!), date: '2099-01-05' } }, 'delivery.slotTooFar'],
      [{ delivery: { ...choiceOf(slot!), date: '2026-02-30' } }, 'delivery.slotRequired'],
      [{ delivery: choiceOf(slot!), shippingMethod: { id: 'cold_chain' } }, 'delivery.methodCannotCarry'],
    ];
    for (const [extra, code] of cases) {
      const refused = await place(crab.id, extra);
      expect(refused.statusCode, code).toBe(400);
      if (code !== 'delivery.slotRequired') expect(refused.json().code).toBe(code);
      expect(
        Object.keys(refused.json().errors ?? {}).some((field) => field.startsWith('delivery')),
        code,
      ).toBe(code !== 'delivery.methodCannotCarry');
    }
    expect((await stockOf(ctx.database.db, crab.id)).stock).toBe(10);
    expect(await ctx.database.db.select().from(deliverySlotPlaces)).toEqual([]);
  });

  it('refuses a slot on an order by a method that takes none, in the customer’s language', async () => {
    const category = await insertCategory(ctx.database.db, { name: 'Beku' });
    const shrimp = await insertProduct(ctx.database.db, { name: 'Udang Beku', categoryId: category.id, stock: 5 });
    const [slot] = await openSlots();
    const refused = await place(shrimp.id, { delivery: choiceOf(slot!), shippingMethod: { id: 'regular' } }, 999, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      delivery: 'This shipping method takes no delivery slot; remove the slot.',
    });
    expect((await stockOf(ctx.database.db, shrimp.id)).stock).toBe(5);
  });

  it('lets exactly 5 of 50 concurrent orders take a window with 5 places', async () => {
    const crab = await liveCrab(100);
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    await saveSettings(owner, oneWindow(5));
    const [slot] = await openSlots();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => place(crab.id, { delivery: choiceOf(slot!) }, 1000 + i)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('delivery.slotFull');
    expect(await takenIn(slot!)).toBe(5);
    expect((await stockOf(ctx.database.db, crab.id)).stock).toBe(95);
    expect((await openSlots()).some((open) => open.date === slot!.date)).toBe(false);
  });

  it('gives the place back once when 20 staff cancel the same order at once', async () => {
    const crab = await liveCrab();
    const [slot] = await openSlots();
    const kept = await place(crab.id, { delivery: choiceOf(slot!) });
    const cancelled = (await place(crab.id, { delivery: choiceOf(slot!) })).json().data;
    expect(kept.statusCode).toBe(201);
    expect(await takenIn(slot!)).toBe(2);
    const staff = await Promise.all(
      (['Owner', 'Admin', 'Manager', 'Manager'] as const).map((role) => signInAs(ctx.app, ctx.database.db, role)),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/Orders/${cancelled.orderId}/cancel`,
          payload: { reason: `Batal ${i}` },
          headers: staff[i % staff.length]!.headers,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await takenIn(slot!)).toBe(1);
  });

  it('gives the place back when the payment expiry job cancels the order', async () => {
    const crab = await liveCrab();
    const [slot] = await openSlots();
    expect((await place(crab.id, { delivery: choiceOf(slot!) })).statusCode).toBe(201);
    await cancelOverdueOrders(ctx.database.db, new Date(Date.now() + 30 * 24 * 3_600_000));
    expect(await takenIn(slot!)).toBe(0);
  });
});

describe('PUT /api/admin/orders/:id/delivery', () => {
  const move = (staff: SignedIn, orderId: number, choice: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/delivery`,
      payload: choice,
      headers: { ...staff.headers, 'accept-language': 'en' },
    });

  it('moves the order to another window, gives the old place back and writes the history', async () => {
    const crab = await liveCrab();
    const [first, second] = await openSlots();
    const order = (await place(crab.id, { delivery: choiceOf(first!) })).json().data;
    const manager = await signInAs(ctx.app, ctx.database.db, 'Manager');
    const moved = await move(manager, order.orderId, choiceOf(second!));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().delivery).toMatchObject(choiceOf(second!));
    expect(await takenIn(first!)).toBe(0);
    const history = await historyRows(ctx.database.db, order.orderId);
    expect(history.at(-1)).toMatchObject({
      kind: 'delivery',
      fromValue: `${first!.date} ${first!.window}`,
      toValue: `${second!.date} ${second!.window}`,
    });
  });

  it('refuses a bad window and a cancelled order', async () => {
    const crab = await liveCrab();
    const [first, second] = await openSlots();
    const order = (await place(crab.id, { delivery: choiceOf(first!) })).json().data;
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const unknown = await move(admin, order.orderId, { ...choiceOf(second!), window: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ delivery: expect.stringContaining('does not exist') });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/Orders/${order.orderId}/cancel`,
      payload: { reason: 'Batal' },
      headers: admin.headers,
    });
    const refused = await move(admin, order.orderId, choiceOf(second!));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The delivery slot of a cancelled or completed order cannot be changed.');
  });
});
