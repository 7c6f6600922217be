import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each server process's own metrics (requests, cache, rate limits) as prom-client's JSON, written every few
 * seconds, so that a scrape answered by any process adds up every process (decision 023). The row
 * 'retired' keeps the counts of processes that stopped, so the shop's counters never go down.
 */
export const metricsSnapshots = pgTable('metrics_snapshots', {
  processId: text('process_id').primaryKey(),
  metrics: jsonb('metrics').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
