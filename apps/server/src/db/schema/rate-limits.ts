import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the per-client limits when no Redis is configured: kept in the database so that
 * every server process on it counts against the same limit.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
