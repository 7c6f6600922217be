import { asc } from 'drizzle-orm';
import {
  DEFAULT_SHIPPING_SETTINGS,
  type ShippingMethodId,
  type ShippingSettings,
  type ShippingZone,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { catalogueChanged } from '../catalogue/index.ts';
import { shippingMethods, shippingRates, shippingZones } from '../../db/schema/index.ts';

/**
 * The shop's shipping settings as every server process reads them, with no cache: an order is priced from
 * the rows its own transaction sees (decision 041). Methods and zones in the shop's order, bands lightest first.
 */
export async function readShippingSettings(executor: Executor): Promise<ShippingSettings> {
  const [methods, zones, rates] = await Promise.all([
    executor.select().from(shippingMethods).orderBy(asc(shippingMethods.position)),
    executor.select().from(shippingZones).orderBy(asc(shippingZones.position)),
    executor.select().from(shippingRates).orderBy(asc(shippingRates.id)),
  ]);
  const zoneName = new Map(zones.map((zone) => [zone.id, zone.name]));
  const byUpTo = (a: { upToKg: number | null }, b: { upToKg: number | null }) =>
    (a.upToKg ?? Infinity) - (b.upToKg ?? Infinity);
  return {
    zones: zones.map(({ name, provinces, cities }): ShippingZone => ({ name, provinces, cities })),
    methods: methods.map(({ id, nameId, nameEn, minDays, maxDays, carriesLiveAndFresh, deliveryAreaOnly, ...m }) => ({
      id,
      nameId,
      nameEn,
      minDays,
      maxDays,
      carriesLiveAndFresh,
      deliveryAreaOnly,
      coldBoxFee: m.coldBoxFee,
      active: m.active,
      rates: rates
        .filter((rate) => rate.methodId === id)
        .map((rate) => ({ zone: zoneName.get(rate.zoneId)!, upToKg: rate.upToKg, price: rate.price }))
        .sort(byUpTo),
    })),
  };
}

/** Writes the settings over the stored ones (validated by ShippingSettingsSchema), in one transaction. */
export async function writeShippingSettings(executor: Executor, settings: ShippingSettings, now = new Date()) {
  await executor.delete(shippingRates);
  await executor.delete(shippingZones);
  await executor.delete(shippingMethods);
  await executor
    .insert(shippingMethods)
    .values(
      settings.methods.map(({ rates: _rates, ...method }, position) => ({ ...method, position, updatedAt: now })),
    );
  if (settings.zones.length === 0) return;
  const zones = await executor
    .insert(shippingZones)
    .values(settings.zones.map((zone, position) => ({ ...zone, position })))
    .returning({ id: shippingZones.id, name: shippingZones.name });
  const zoneId = new Map(zones.map((zone) => [zone.name, zone.id]));
  const rates = settings.methods.flatMap((method) =>
    method.rates.map((rate) => ({
      methodId: method.id as ShippingMethodId,
      zoneId: zoneId.get(rate.zone)!,
      upToKg: rate.upToKg,
      price: rate.price,
    })),
  );
  if (rates.length > 0) await executor.insert(shippingRates).values(rates);
}

export async function saveShippingSettings(db: Database, settings: ShippingSettings): Promise<ShippingSettings> {
  return db.transaction(async (tx) => {
    await writeShippingSettings(tx, settings);
    // Checkout's options and the pages stating delivery times are kept in the read cache: drop them everywhere.
    await catalogueChanged(tx, 'all');
    return readShippingSettings(tx);
  });
}

/** The settings a new shop starts with (the migration writes the same): for tests, whose tables start empty. */
export const seedShippingDefaults = (executor: Executor) => writeShippingSettings(executor, DEFAULT_SHIPPING_SETTINGS);
