import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SLOT_SETTINGS as SETTINGS,
  DeliverySlotSettingsSchema,
  formatDelivery,
  openSlots,
  shopDay,
  slotRefusal,
} from './delivery-slots.ts';

// Thursday 3 December 2026; WIB is UTC+7, so 17:00 UTC is already Friday 00:00 WIB.
const at = (iso: string) => new Date(iso);

describe('slot rules on the shop clock (WIB)', () => {
  it('counts the shop day from midnight WIB, not UTC', () => {
    expect(shopDay(at('2026-12-03T16:59:59Z'))).toBe('2026-12-03');
    expect(shopDay(at('2026-12-03T17:00:00Z'))).toBe('2026-12-04');
  });

  it('closes the 14-17 window at 11.00 WIB the same day', () => {
    const choice = { date: '2026-12-03', window: '14-17' };
    expect(slotRefusal(SETTINGS, choice, at('2026-12-03T03:59:59Z'))).toBeNull();
    expect(slotRefusal(SETTINGS, choice, at('2026-12-03T04:00:00Z'))).toEqual({ code: 'delivery.slotCutOff' });
  });

  it('closes the early window at 20.00 WIB the evening before', () => {
    const friday = { date: '2026-12-04', window: '08-11' };
    expect(slotRefusal(SETTINGS, friday, at('2026-12-03T12:59:00Z'))).toBeNull();
    expect(slotRefusal(SETTINGS, friday, at('2026-12-03T13:00:00Z'))).toEqual({ code: 'delivery.slotCutOff' });
  });

  it('refuses yesterday just after midnight WIB while UTC still says yesterday', () => {
    expect(slotRefusal(SETTINGS, { date: '2026-12-03', window: '17-20' }, at('2026-12-03T17:30:00Z'))).toEqual({
      code: 'delivery.slotPast',
    });
  });

  it('refuses a day beyond the days ahead, and takes the last one', () => {
    const now = at('2026-12-03T01:00:00Z');
    expect(slotRefusal(SETTINGS, { date: '2026-12-10', window: '17-20' }, now)).toBeNull();
    expect(slotRefusal(SETTINGS, { date: '2026-12-11', window: '17-20' }, now)).toEqual({
      code: 'delivery.slotTooFar',
      params: { days: 7 },
    });
  });

  it('refuses closed dates, days the shop does not deliver, and unknown windows', () => {
    const now = at('2026-12-03T01:00:00Z');
    const holiday = { ...SETTINGS, closedDates: ['2026-12-05'] };
    expect(slotRefusal(holiday, { date: '2026-12-05', window: '17-20' }, now)).toEqual({
      code: 'delivery.slotClosedDate',
    });
    expect(slotRefusal(SETTINGS, { date: '2026-12-06', window: '17-20' }, now)).toEqual({
      code: 'delivery.slotNotDeliveryDay',
    });
    expect(slotRefusal(SETTINGS, { date: '2026-12-04', window: '20-23' }, now)).toEqual({
      code: 'delivery.slotUnknownWindow',
    });
  });

  it('lists the open windows day by day, leaving out what is refused', () => {
    const holiday = { ...SETTINGS, closedDates: ['2026-12-05'], daysAhead: 3 };
    // Thursday 10.30 WIB: today 14-17 and 17-20 (11-14 closed at 08.00), Friday all four, Saturday closed,
    // Sunday not a delivery day.
    const slots = openSlots(holiday, at('2026-12-03T03:30:00Z')).map(({ date, window }) => `${date} ${window.id}`);
    expect(slots).toEqual([
      '2026-12-03 14-17',
      '2026-12-03 17-20',
      '2026-12-04 08-11',
      '2026-12-04 11-14',
      '2026-12-04 14-17',
      '2026-12-04 17-20',
    ]);
  });

  it('writes the slot in the page language', () => {
    const delivery = { date: '2026-12-05', label: '08.00-11.00 WIB' };
    expect(formatDelivery(delivery, 'id')).toBe('Sabtu, 5 Desember 2026, 08.00-11.00 WIB');
    expect(formatDelivery(delivery, 'en')).toBe('Saturday, 5 December 2026, 08.00-11.00 WIB');
  });

  it('refuses settings whose window ends before it starts or repeats a code', () => {
    const [first] = SETTINGS.windows;
    const backwards = { ...SETTINGS, windows: [{ ...first!, start: '11:00', end: '08:00' }] };
    expect(DeliverySlotSettingsSchema.safeParse(backwards).success).toBe(false);
    expect(DeliverySlotSettingsSchema.safeParse({ ...SETTINGS, windows: [first, first] }).success).toBe(false);
    expect(DeliverySlotSettingsSchema.safeParse(SETTINGS).success).toBe(true);
  });
});
