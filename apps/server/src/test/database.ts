import { inject } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../db/client.ts';

/**
 * Kept on the worker's global object, not in this module: a test file that resets the module registry
 * (`vi.resetModules()`, with `isolate: false`) would otherwise make the next file open the worker's
 * database a second time, and on PostgreSQL its name is taken.
 */
const workerDatabase = globalThis as typeof globalThis & { crabclawTestDatabase?: Promise<DatabaseHandle> };

/**
 * One database per test worker (PGlite takes seconds to start): in memory, or a fresh PostgreSQL
 * database named after the run when TEST_DATABASE_URL is set. The global teardown drops those.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  workerDatabase.crabclawTestDatabase ??= open();
  return workerDatabase.crabclawTestDatabase;
}

async function open(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: undefined });
    await handle.migrate();
    return handle;
  }
  const name = `${inject('testDatabasePrefix')}_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return handle;
}

/** Empties every table (keeps the schema), so each test starts from nothing and sets up its own data. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    handle.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
  if (tables) await handle.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}

/**
 * Another server process's view of the test database: its own pool on PostgreSQL. The embedded database
 * has one connection, so there the second one shares it (and PGlite runs the transactions one at a time):
 * a race test proves its point on PostgreSQL.
 */
export async function secondConnection(db: Database): Promise<{ db: Database; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { db, close: async () => {} };
  const [{ name }] = (await queryRows<{ name: string }>(db, sql`select current_database() as name`)) as [
    { name: string },
  ];
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ url: url.toString() });
}
