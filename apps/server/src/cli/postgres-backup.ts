// Backups of a PostgreSQL database through PostgreSQL's own pg_dump and pg_restore (decision 022).
import { spawn } from 'node:child_process';
import { withPostgresConnection } from '../db/postgres-connection.ts';

/** libpq takes the URL as it is, except its password, which goes in PGPASSWORD rather than the process list. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

const OLDER_CLIENT =
  "This client is older than the server: install the client tools of the server's major version (Debian: " +
  'apt-get install postgresql-client-17 from the PostgreSQL apt repository) and put their folder first in PATH ' +
  '(PATH=/usr/lib/postgresql/17/bin:$PATH npm run backup ...).';

/** Runs pg_dump or pg_restore; a failure is one line: what the tool said, and what to do about an old client. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim().replace(/\s*\n\s*/g, ' ');
      reject(
        new Error(
          said.includes('server version mismatch') ? `${said} ${OLDER_CLIENT}` : said || `${tool} failed (${code}).`,
        ),
      );
    });
  });
}

/** Writes one consistent snapshot of the database (pg_dump reads it in one transaction) in pg_dump's custom format. */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', `--file=${file}`], url);
}

/** The schemas holding anything of a shop (every schema but PostgreSQL's own). */
const SHOP_SCHEMAS = `select nspname as name from pg_namespace
  where nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

/**
 * Restores a pg_dump file into an empty database in one transaction, without the old owner and grants (the
 * user in the URL owns what it restores). With `replace`, a database holding tables is emptied first: every
 * schema is dropped, so tables that later migrations made go too, and the server migrates the restored one.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<void> {
  await withPostgresConnection(url, async (client) => {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.tables === 0) return;
    if (!replace) {
      throw new Error(
        `The database ${client.database} is not empty: restore into an empty one, or add --force to replace it.`,
      );
    }
    const schemas = (await client.query<{ name: string }>(SHOP_SCHEMAS)).rows;
    const drops = schemas.map(({ name }) => `drop schema ${client.escapeIdentifier(name)} cascade;`).join(' ');
    await client.query(`begin; ${drops} create schema public; commit;`);
  });
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], url);
}
