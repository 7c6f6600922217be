import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself; every query of a service takes one of these. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Applies the migrations not applied yet (those of `folder`: tests start from an older schema). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** Where lost PostgreSQL connections are reported (the embedded database has none to lose). */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Runs `work` while no other server process on this database runs its own (PostgreSQL: an advisory lock,
   * so processes started together migrate and seed once; the embedded database has one process anyway).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The embedded database's PGlite, for its backups (db/embedded-backup.ts); undefined on PostgreSQL. */
  pglite?: PGlite;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTimeouts = Pick<
  Config,
  'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_TIMEOUT_MS'
>;

export type DatabaseTarget = { url: string; timeouts?: DatabaseTimeouts } | { dataDir: string | undefined };

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL ? { url: config.DATABASE_URL, timeouts: config } : { dataDir: config.DATA_DIR };
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (in memory when dataDir is undefined).
 * Each driver is loaded only when used: a shop on PostgreSQL never loads PGlite's modules, nor the embedded one pg's.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return 'url' in target ? openPostgres(target.url, target.timeouts) : openEmbedded(target.dataDir);
}

async function openPostgres(url: string, timeouts: DatabaseTimeouts | undefined): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts?.DATABASE_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: timeouts?.DATABASE_IDLE_TIMEOUT_MS,
    statement_timeout: timeouts?.DATABASE_STATEMENT_TIMEOUT_MS,
    // statement_timeout is enforced by the server; this bounds the wait when the server does not answer at all.
    query_timeout: timeouts && timeouts.DATABASE_STATEMENT_TIMEOUT_MS + 1_000,
    keepAlive: true,
  });
  let report = (error: Error) => console.warn(`lost a PostgreSQL connection: ${error.message}`);
  // A connection that dies (pg_terminate_backend, a restart, a reaper) emits 'error' on its client, idle or
  // checked out; unheard, that event kills the process. Each one is reported here and the pool opens a new
  // connection for the next query. The pool re-emits the errors of idle clients, already reported.
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
    close: () => pool.end(),
    onConnectionError: (listener) => {
      report = listener;
    },
    exclusively: (work) => whileLocked(pool, work),
  };
}

/** The advisory lock key of start-up work ('crab'); any number no other use of the database takes. */
const START_LOCK = 0x63726162;

/**
 * Holds START_LOCK on a connection of its own while `work` runs on the others. It is tried every quarter
 * second rather than waited for, so a long migration elsewhere never runs into statement_timeout here; a
 * connection that dies releases it.
 */
async function whileLocked<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    const tryLock = () => client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [START_LOCK]);
    while (!(await tryLock()).rows[0]?.locked) await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    client.release();
  }
}

const EMBEDDED_SHARED_BUFFERS = '32MB';

async function openEmbedded(dataDir: string | undefined): Promise<DatabaseHandle> {
  const path = dataDir === undefined ? undefined : prepareDataDir(dataDir);
  const release = path === undefined ? () => {} : lockDataDir(path);
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: PGlite;
  try {
    client = await PGlite.create(path, {
      extensions: { pg_trgm },
      // PostgreSQL's default 128 MB of buffers live in the process's own memory here, and a start touches
      // them all (230 MB more resident at start): 32 MB hold a small shop's catalogue, the file cache the rest.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
  } catch (error) {
    release();
    if (error instanceof Error) throw error;
    // PGlite's file errors are Emscripten's ErrnoError { errno }, with no message or path of their own.
    throw new Error(`Cannot open the embedded database in DATA_DIR ${path}: ${JSON.stringify(error)}`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    migrate: (folder = migrationsFolder) =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    close: async () => {
      await client.close();
      release();
    },
    onConnectionError: () => {},
    exclusively: (work) => work(),
    pglite: client,
  };
}

/** The folder of the embedded database, created when missing; its absolute path, for messages. */
function prepareDataDir(dataDir: string): string {
  const path = resolve(dataDir);
  if (statSync(path, { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`DATA_DIR ${path} is a file, not a folder: point DATA_DIR at a folder for the embedded database.`);
  }
  try {
    createFolder(path);
    accessSync(path, constants.R_OK | constants.W_OK);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(
      `DATA_DIR ${path} cannot hold the embedded database (${code ?? message}): choose a folder this user may write.`,
    );
  }
  return path;
}

/**
 * mkdir one level at a time. Node's `recursive: true` never ends where a parent exists but refuses new
 * entries with ENOENT (/proc): DATA_DIR=/proc/x spun at full CPU instead of failing.
 */
function createFolder(path: string) {
  if (existsSync(path)) return;
  const parent = dirname(path);
  if (parent !== path) createFolder(parent);
  mkdirSync(path);
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
