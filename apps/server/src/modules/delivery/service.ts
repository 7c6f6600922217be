import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_SLOT_SETTINGS,
  openSlots,
  slotRefusal,
  type DeliveryChoice,
  type DeliverySlot,
  type DeliverySlotSettings,
  type OrderDelivery,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { deliverySlotPlaces, deliverySlotSettings } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';

/** The slots as staff last saved them, or a new shop's defaults. */
export async function readDeliverySlotSettings(executor: Executor): Promise<DeliverySlotSettings> {
  const [row] = await executor.select().from(deliverySlotSettings).where(eq(deliverySlotSettings.id, 1));
  return row?.settings ?? DEFAULT_DELIVERY_SLOT_SETTINGS;
}

/** Saves the slots whole (validated by the route); closed dates sorted and once each. */
export async function saveDeliverySlotSettings(
  executor: Executor,
  settings: DeliverySlotSettings,
): Promise<DeliverySlotSettings> {
  const tidy = {
    ...settings,
    weekdays: [...new Set(settings.weekdays)].sort(),
    closedDates: [...new Set(settings.closedDates)].sort(),
  };
  const now = new Date();
  await executor
    .insert(deliverySlotSettings)
    .values({ id: 1, settings: tidy, updatedAt: now })
    .onConflictDoUpdate({ target: deliverySlotSettings.id, set: { settings: tidy, updatedAt: now } });
  return tidy;
}

/** The open windows of the coming days with the places left; a full window is left out. */
export async function deliverySlots(executor: Executor, now: Date): Promise<DeliverySlot[]> {
  const settings = await readDeliverySlotSettings(executor);
  const open = openSlots(settings, now);
  if (open.length === 0) return [];
  const places = await executor
    .select()
    .from(deliverySlotPlaces)
    .where(
      inArray(
        deliverySlotPlaces.deliveryDate,
        open.map((slot) => slot.date),
      ),
    );
  const takenIn = (date: string, windowId: string) =>
    places.find((place) => place.deliveryDate === date && place.windowId === windowId)?.taken ?? 0;
  return open
    .map(({ date, window }) => ({
      date,
      window: window.id,
      label: window.label,
      remaining: Math.max(0, window.capacity - takenIn(date, window.id)),
    }))
    .filter((slot) => slot.remaining > 0);
}

/**
 * Takes one place in the chosen window, in the caller's transaction (placing or moving an order): 400 when
 * the choice is refused at `now` (the reason on the `delivery` field), 409 when the window is full. One
 * conditional upsert: the row is locked by the first taker until it commits, and the next one re-reads the
 * count, so two orders never take the last place. Undo: releaseDeliverySlot.
 */
export async function holdDeliverySlot(tx: Executor, choice: DeliveryChoice, now: Date): Promise<OrderDelivery> {
  const settings = await readDeliverySlotSettings(tx);
  const refusal = slotRefusal(settings, choice, now);
  if (refusal) throw badRequest(refusal, { delivery: refusal });
  const window = settings.windows.find((candidate) => candidate.id === choice.window)!;
  const held =
    window.capacity > 0 &&
    (
      await tx
        .insert(deliverySlotPlaces)
        .values({ deliveryDate: choice.date, windowId: window.id, taken: 1 })
        .onConflictDoUpdate({
          target: [deliverySlotPlaces.deliveryDate, deliverySlotPlaces.windowId],
          set: { taken: sql`${deliverySlotPlaces.taken} + 1` },
          setWhere: sql`${deliverySlotPlaces.taken} < ${window.capacity}`,
        })
        .returning({ taken: deliverySlotPlaces.taken })
    ).length > 0;
  if (!held) throw conflict('delivery.slotFull', { delivery: 'delivery.slotFull' });
  return { date: choice.date, window: window.id, label: window.label };
}

/** Gives back the place an order held; its caller makes sure that happens once (cancelOrder, moving). */
export async function releaseDeliverySlot(tx: Executor, delivery: Pick<OrderDelivery, 'date' | 'window'>) {
  await tx
    .update(deliverySlotPlaces)
    .set({ taken: sql`${deliverySlotPlaces.taken} - 1` })
    .where(
      and(
        eq(deliverySlotPlaces.deliveryDate, delivery.date),
        eq(deliverySlotPlaces.windowId, delivery.window),
        gt(deliverySlotPlaces.taken, 0),
      ),
    );
}
