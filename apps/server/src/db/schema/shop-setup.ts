import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's first start, recorded once (one row): a restart never seeds again, so what staff deleted
 * stays deleted (issue 22). Its absence means the database was never set up.
 */
export const shopSetup = pgTable(
  'shop_setup',
  {
    id: integer('id').primaryKey().default(1),
    demoSeeded: boolean('demo_seeded').notNull(),
    setUpAt: timestamp('set_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_setup_single_row', sql`${t.id} = 1`)],
);
