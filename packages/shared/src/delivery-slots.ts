import { z } from 'zod';
import { isCalendarDay, requiredOr } from './form-fields.ts';
import { writeDay } from './day-text.ts';
import { encodeMessage, type CodedMessage } from './messages.ts';

/**
 * Delivery slots (issue 27): a day and a time window for goods that cannot wait in a depot. Every rule here
 * reads the shop's clock (WIB, Asia/Jakarta: UTC+7 all year, no daylight saving), never the device's, and
 * takes `now` from its caller so tests can fix it.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 0 Sunday ... 6 Saturday, as Date.getUTCDay counts. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAX_DAYS_AHEAD = 60;
export const MAX_DELIVERY_WINDOWS = 12;
export const MAX_CLOSED_DATES = 100;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = z
  .string({ error: encodeMessage('deliverySlots.timeInvalid') })
  .regex(TIME, encodeMessage('deliverySlots.timeInvalid'));
const day = z
  .string({ error: encodeMessage('deliverySlots.dateInvalid') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, encodeMessage('deliverySlots.dateInvalid'))
  .refine(isCalendarDay, encodeMessage('deliverySlots.dateInvalid'));

export const DeliveryWindowSchema = z
  .object({
    id: z
      .string({ error: encodeMessage('deliverySlots.windowIdInvalid') })
      .regex(/^[a-z0-9-]{1,20}$/, encodeMessage('deliverySlots.windowIdInvalid')),
    label: z
      .string({ error: encodeMessage('deliverySlots.labelRequired') })
      .trim()
      .min(1, encodeMessage('deliverySlots.labelRequired'))
      .max(40, encodeMessage('deliverySlots.labelTooLong', { max: 40 })),
    start: time,
    end: time,
    cutoffDaysBefore: z
      .number({ error: encodeMessage('deliverySlots.cutoffDaysInvalid') })
      .int(encodeMessage('deliverySlots.cutoffDaysInvalid'))
      .min(0, encodeMessage('deliverySlots.cutoffDaysInvalid'))
      .max(2, encodeMessage('deliverySlots.cutoffDaysInvalid'))
      .describe('0: the cut-off is on the delivery day; 1: the day before (early windows)'),
    cutoffTime: time.describe('HH:MM WIB'),
    capacity: z
      .number({ error: encodeMessage('deliverySlots.capacityInvalid') })
      .int(encodeMessage('deliverySlots.capacityInvalid'))
      .min(0, encodeMessage('deliverySlots.capacityInvalid'))
      .max(1000, encodeMessage('deliverySlots.capacityInvalid'))
      .describe('Orders the window takes on one day'),
  })
  .refine((window) => window.start < window.end, {
    path: ['end'],
    message: encodeMessage('deliverySlots.endBeforeStart'),
  });
export type DeliveryWindow = z.infer<typeof DeliveryWindowSchema>;

/** What staff set on the delivery slots screen (and what GET answers). */
export const DeliverySlotSettingsSchema = z.object({
  windows: z
    .array(DeliveryWindowSchema)
    .max(MAX_DELIVERY_WINDOWS)
    .refine((windows) => new Set(windows.map((window) => window.id)).size === windows.length, {
      message: encodeMessage('deliverySlots.windowIdTwice'),
    }),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .describe('Days the shop delivers: 0 Sunday ... 6 Saturday (the structured opening hours, parameter 004)'),
  closedDates: z.array(day).max(MAX_CLOSED_DATES).describe('YYYY-MM-DD (WIB): holidays, no delivery'),
  daysAhead: z
    .number({ error: encodeMessage('deliverySlots.daysAheadInvalid') })
    .int(encodeMessage('deliverySlots.daysAheadInvalid'))
    .min(0, encodeMessage('deliverySlots.daysAheadInvalid'))
    .max(MAX_DAYS_AHEAD, encodeMessage('deliverySlots.daysAheadInvalid'))
    .describe('The last day a customer may choose is today plus this many days'),
});
export type DeliverySlotSettings = z.infer<typeof DeliverySlotSettingsSchema>;

const window = (start: string, end: string, cutoffDaysBefore: number, cutoffTime: string): DeliveryWindow => ({
  id: `${start.slice(0, 2)}-${end.slice(0, 2)}`,
  label: `${start.replace(':', '.')}-${end.replace(':', '.')} WIB`,
  start,
  end,
  cutoffDaysBefore,
  cutoffTime,
  capacity: 10,
});

/**
 * A new shop's (and the demo's) slots: four windows of three hours, the first closing at 20.00 the evening
 * before (the fish market is at dawn), the others three hours before they start; Monday to Saturday; a week ahead.
 */
export const DEFAULT_DELIVERY_SLOT_SETTINGS: DeliverySlotSettings = {
  windows: [
    window('08:00', '11:00', 1, '20:00'),
    window('11:00', '14:00', 0, '08:00'),
    window('14:00', '17:00', 0, '11:00'),
    window('17:00', '20:00', 0, '14:00'),
  ],
  weekdays: [1, 2, 3, 4, 5, 6],
  closedDates: [],
  daysAhead: 7,
};

/** A customer's choice, as `POST /api/Orders/create` takes it. */
export const DeliveryChoiceSchema = z.object(
  {
    date: day.describe('YYYY-MM-DD (WIB)'),
    window: z
      .string({ error: encodeMessage('delivery.slotUnknownWindow') })
      .max(20, encodeMessage('delivery.slotUnknownWindow'))
      .describe('A window id of GET /api/delivery/slots'),
  },
  { error: requiredOr('delivery.slotRequired', 'delivery.slotRequired') },
);
export type DeliveryChoice = z.infer<typeof DeliveryChoiceSchema>;

/** The slot an order carries: the day, the window and its label as the customer chose it. */
export const OrderDeliverySchema = z.object({ date: z.string(), window: z.string(), label: z.string() });
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

export const DeliverySlotSchema = z.object({
  date: z.string().describe('YYYY-MM-DD (WIB)'),
  window: z.string(),
  label: z.string(),
  remaining: z.number().int().describe('Places left in the window that day'),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;
export const DeliverySlotsSchema = z.object({ slots: z.array(DeliverySlotSchema) });
export type DeliverySlots = z.infer<typeof DeliverySlotsSchema>;

/** The shop's calendar day of an instant: 'YYYY-MM-DD' in WIB. */
export function shopDay(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last instant a window of `date` may be ordered: its cut-off time WIB, that day or days before. */
export function cutoffOf(date: string, window: Pick<DeliveryWindow, 'cutoffDaysBefore' | 'cutoffTime'>): Date {
  const wibMidnight = Date.parse(`${addDays(date, -window.cutoffDaysBefore)}T${window.cutoffTime}:00Z`);
  return new Date(wibMidnight - WIB_OFFSET_MS);
}

/** Why a day and window cannot be chosen at `now`, or null when they can (capacity aside: the server counts). */
export function slotRefusal(settings: DeliverySlotSettings, choice: DeliveryChoice, now: Date): CodedMessage | null {
  const chosen = settings.windows.find((candidate) => candidate.id === choice.window);
  if (!chosen) return { code: 'delivery.slotUnknownWindow' };
  const today = shopDay(now);
  if (choice.date < today) return { code: 'delivery.slotPast' };
  if (choice.date > addDays(today, settings.daysAhead)) {
    return { code: 'delivery.slotTooFar', params: { days: settings.daysAhead } };
  }
  if (settings.closedDates.includes(choice.date)) return { code: 'delivery.slotClosedDate' };
  if (!settings.weekdays.includes(new Date(`${choice.date}T00:00:00Z`).getUTCDay())) {
    return { code: 'delivery.slotNotDeliveryDay' };
  }
  if (now.getTime() >= cutoffOf(choice.date, chosen).getTime()) return { code: 'delivery.slotCutOff' };
  return null;
}

/** Every (day, window) open at `now`, by day then in the windows' order; capacity aside. */
export function openSlots(settings: DeliverySlotSettings, now: Date): { date: string; window: DeliveryWindow }[] {
  const today = shopDay(now);
  const open: { date: string; window: DeliveryWindow }[] = [];
  for (let ahead = 0; ahead <= settings.daysAhead; ahead++) {
    const date = addDays(today, ahead);
    for (const candidate of settings.windows) {
      if (!slotRefusal(settings, { date, window: candidate.id }, now)) open.push({ date, window: candidate });
    }
  }
  return open;
}

/** A delivery as a customer reads it: 'Sabtu, 5 Desember 2026, 08.00-11.00 WIB'. */
export function formatDelivery(delivery: Pick<OrderDelivery, 'date' | 'label'>, language: 'id' | 'en'): string {
  return `${writeDay(delivery.date, language)}, ${delivery.label}`;
}
