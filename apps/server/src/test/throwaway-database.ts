import pg from 'pg';
import { withPostgresConnection } from '../db/postgres-connection.ts';

/** The PostgreSQL server tests that need one use: TEST_DATABASE_URL, else the usual local one. */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server of the suite's PostgreSQL run (TEST_DATABASE_URL), undefined in its embedded run.
 * `.ci/run` runs `npm test` once per database, and a test that starts real server processes (the slowest kind)
 * runs in one of the two only (issue 24): in the embedded run when it is about the embedded database, in the
 * PostgreSQL run otherwise.
 */
export const SUITE_POSTGRES: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/**
 * The PostgreSQL server at `url` (by default TEST_DATABASE_URL, else the usual local one); undefined when it does
 * not answer: the benches skip PostgreSQL when it is not there.
 */
export async function reachablePostgres(url = POSTGRES_SERVER_URL): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

export type ThrowawayDatabase = Awaited<ReturnType<typeof createThrowawayDatabase>>;

/** A fresh database on that server, dropped by `drop()`; `url` reaches it directly. */
export async function createThrowawayDatabase(url: string, label: string) {
  const name = `crabclaw_${label}_${process.pid}_${Date.now()}`;
  await withPostgresConnection(url, (client) => client.query(`CREATE DATABASE "${name}"`));
  const direct = new URL(url);
  direct.pathname = `/${name}`;
  return {
    name,
    url: direct.toString(),
    host: direct.hostname,
    port: Number(direct.port || 5432),
    /** Ends every connection of the shop to this database, as an administrator or a restart would. */
    terminateConnections: () =>
      withPostgresConnection(url, async (client) => {
        const { rowCount } = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return rowCount ?? 0;
      }),
    drop: () => withPostgresConnection(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}
