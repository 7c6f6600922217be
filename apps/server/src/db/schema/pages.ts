import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SHOP_PAGE_KEYS } from '@crabclaw/shared';
import { oneOf } from './columns.ts';

/**
 * The shop's own texts (issue 23), one row per page with its markup in each language. Seeded by the
 * migration that made the table with the texts the storefront shipped until then.
 */
export const shopPages = pgTable(
  'pages',
  {
    key: text('key', { enum: SHOP_PAGE_KEYS }).primaryKey(),
    id: text('id').notNull(),
    en: text('en').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The username of who saved it last; null for the seeded texts. */
    updatedBy: text('updated_by'),
  },
  () => [check('pages_key_check', oneOf('key', SHOP_PAGE_KEYS))],
);
