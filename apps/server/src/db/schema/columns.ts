import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes. PGlite hands back Uint8Array and node-postgres a Buffer; both are Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A CHECK's condition that the text column `name` holds one of `values` (a shared list such as
 * PRODUCT_STATUSES): Drizzle's `text(name, { enum })` types the column but lets the database store anything.
 */
export const oneOf = (name: string, values: readonly string[]) =>
  sql.raw(`${name} in (${values.map((value) => `'${value}'`).join(', ')})`);
