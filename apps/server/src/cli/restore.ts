// `npm run restore -- --from FILE [--force]`: loads a backup from `npm run backup` into the shop's database
// (DATABASE_URL, else DATA_DIR), which must be empty unless --force, then applies the migrations newer than
// the backup, so a server started on it serves at once (decision 022, docs/backups.md).
import '../env-file.mjs';
import { open, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase, queryRows, type DatabaseHandle, type DatabaseTarget } from '../db/client.ts';
import { restoreDataDir } from '../db/embedded-backup.ts';
import { describeDatabase } from '../db/startup-errors.ts';
import { runCommand } from './console.ts';
import { restorePostgres } from './postgres-backup.ts';

type Kind = DatabaseHandle['kind'];

const KIND_NAMES: Record<Kind, string> = {
  embedded: 'the embedded database (DATA_DIR, without DATABASE_URL)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/** Which database a backup file was taken of, from its first bytes: gzip (PGlite's tarball) or pg_dump's "PGDMP". */
async function kindOfBackup(file: string): Promise<Kind> {
  const handle = await open(file);
  try {
    const { buffer } = await handle.read({ buffer: Buffer.alloc(5), position: 0 });
    if (buffer[0] === 0x1f && buffer[1] === 0x8b) return 'embedded';
    if (buffer.toString('latin1') === 'PGDMP') return 'postgres';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not a backup written by npm run backup.`);
}

async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row!.count;
}

/** Brings the restored database to this version's schema, as a server's start would; says what it found. */
async function migrateRestored(target: DatabaseTarget): Promise<string> {
  const database = await openDatabase(target);
  try {
    const restored = await appliedMigrations(database);
    await database.migrate();
    const newer = (await appliedMigrations(database)) - restored;
    return `it had ${restored} migrations${newer > 0 ? `, ${newer} newer ones were applied` : ', all of this version'}`;
  } finally {
    await database.close();
  }
}

runCommand(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
  const from = values.from;
  if (!from) throw new Error('Name the backup file: npm run restore -- --from FILE');
  const config = loadConfig();
  const target = databaseTarget(config);
  const kind = await kindOfBackup(from);
  const into: Kind = 'url' in target ? 'postgres' : 'embedded';
  if (kind !== into) {
    throw new Error(
      `${from} is a backup of ${KIND_NAMES[kind]}; it restores only into ${KIND_NAMES[kind]}, not ${KIND_NAMES[into]}.`,
    );
  }
  if ('url' in target) await restorePostgres(target.url, from, values.force);
  else await restoreDataDir(config.DATA_DIR, await readFile(from), values.force);
  console.log(`Restored ${from}. ${describeDatabase(config)}: ${await migrateRestored(target)}.`);
});
