import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliverySlotSettings } from '@crabclaw/shared';

/**
 * The delivery slots staff set (issue 27, one row): windows, delivery weekdays, closed dates, days ahead.
 * One document, validated whole by DeliverySlotSettingsSchema on every save; no row means the defaults
 * (DEFAULT_DELIVERY_SLOT_SETTINGS), so a new shop and a truncated test database need no seed.
 */
export const deliverySlotSettings = pgTable(
  'delivery_slot_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<DeliverySlotSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_slot_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Places taken in a window on a day: claimed by a conditional upsert in the transaction that places (or
 * moves) the order, given back by the one that cancels it, so the count never passes the capacity.
 */
export const deliverySlotPlaces = pgTable(
  'delivery_slot_places',
  {
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    windowId: text('window_id').notNull(),
    taken: integer('taken').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryDate, t.windowId] }),
    check('delivery_slot_places_taken_check', sql`${t.taken} >= 0`),
  ],
);
