import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SHOP_TIME_ZONE } from '@crabclaw/shared';

// The shop's calendar days (WIB) in SQL; shop-calendar.ts has the same days in JavaScript. The zone is
// written into the SQL, not passed as a parameter, so the same expression in SELECT and GROUP BY is
// recognised as the same by PostgreSQL.
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The shop day (a date) of a moment. */
export const shopDayOf = (moment: AnyPgColumn | SQL) => sql`(${moment} at time zone ${zone})::date`;

/** The instant the shop day `day` (YYYY-MM-DD), `addDays` later, begins. */
export const shopDayStart = (day: string, addDays = 0) =>
  sql`((${day}::date + ${addDays}::int)::timestamp at time zone ${zone})`;

/**
 * Moments within the shop days `from` to `to`, both inclusive; a missing end is open. Compares the
 * column itself with two instants, so an index on it serves the range.
 */
export function withinShopDays(moment: AnyPgColumn | SQL, from?: string, to?: string): SQL | undefined {
  return and(
    from ? sql`${moment} >= ${shopDayStart(from)}` : undefined,
    to ? sql`${moment} < ${shopDayStart(to, 1)}` : undefined,
  );
}
