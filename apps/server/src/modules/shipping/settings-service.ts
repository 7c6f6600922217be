import { sql } from 'drizzle-orm';
import { DEFAULT_SHIPPING_SETTINGS, type ShippingMethodId, type ShippingSettings } from '@crabclaw/shared';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { catalogueChanged } from '../catalogue/index.ts';
import { shippingMethods, shippingRates, shippingZones } from '../../db/schema/index.ts';

/**
 * The shop's shipping settings as every server process reads them, with no cache: an order is priced from
 * the rows its own transaction sees (decision 041). Methods and zones in the shop's order, bands lightest first.
 * One statement for the three tables: every order reads them, and a round trip costs more than the rows.
 */
export async function readShippingSettings(executor: Executor): Promise<ShippingSettings> {
  const m = shippingMethods;
  const z = shippingZones;
  const r = shippingRates;
  const [settings] = await queryRows<ShippingSettings>(
    executor,
    sql`select
      coalesce((select json_agg(json_build_object('name', ${z.name}, 'provinces', ${z.provinces}, 'cities', ${z.cities})
        order by ${z.position}) from ${z}), '[]') as zones,
      coalesce((select json_agg(json_build_object('id', ${m.id}, 'nameId', ${m.nameId}, 'nameEn', ${m.nameEn},
          'minDays', ${m.minDays}, 'maxDays', ${m.maxDays}, 'carriesLiveAndFresh', ${m.carriesLiveAndFresh},
          'deliveryAreaOnly', ${m.deliveryAreaOnly}, 'coldBoxFee', ${m.coldBoxFee}, 'active', ${m.active},
          'rates', coalesce((select json_agg(json_build_object('zone', ${z.name}, 'upToKg', ${r.upToKg}, 'price', ${r.price})
            order by ${r.upToKg} asc nulls last, ${r.id}) from ${r} join ${z} on ${z.id} = ${r.zoneId}
            where ${r.methodId} = ${m.id}), '[]'))
        order by ${m.position}) from ${m}), '[]') as methods`,
  );
  return settings!;
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
