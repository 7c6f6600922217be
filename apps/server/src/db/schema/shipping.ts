import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SHIPPING_METHOD_IDS } from '@crabclaw/shared';
import { oneOf, timestamps } from './columns.ts';

/**
 * The shop's shipping settings (decision 041), edited at /app/shipping: every server process prices orders
 * from these rows. The four methods orders name keep their ids; staff rename, reprice or switch them off.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: text('id', { enum: SHIPPING_METHOD_IDS }).primaryKey(),
    position: integer('position').notNull(),
    nameId: text('name_id').notNull(),
    nameEn: text('name_en').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    carriesLiveAndFresh: boolean('carries_live_and_fresh').notNull(),
    deliveryAreaOnly: boolean('delivery_area_only').notNull(),
    coldBoxFee: integer('cold_box_fee').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('shipping_methods_id_check', oneOf('id', SHIPPING_METHOD_IDS)),
    check('shipping_methods_days_check', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
    check('shipping_methods_fee_check', sql`${t.coldBoxFee} >= 0`),
  ],
);

/** A named set of provinces, optionally narrowed to cities; listed in the order addresses are matched. */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    provinces: jsonb('provinces').$type<string[]>().notNull(),
    cities: jsonb('cities').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('shipping_zones_name_idx').on(t.name)],
);

/** A method's price in a zone for orders weighing up to `up_to_kg` (null: any weight). */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    methodId: text('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    upToKg: doublePrecision('up_to_kg'),
    price: integer('price').notNull(),
  },
  (t) => [
    check('shipping_rates_price_check', sql`${t.price} >= 0`),
    check('shipping_rates_band_check', sql`${t.upToKg} is null or ${t.upToKg} > 0`),
  ],
);
