// `npm run backup -- --out FILE`: a consistent snapshot of the shop's database (DATABASE_URL, else the embedded
// database in DATA_DIR), pictures included, taken while the shop runs (decision 022, docs/backups.md).
import '../env-file.mjs';
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { databaseTarget } from '../db/client.ts';
import { snapshotFromShop, snapshotOfDataDir } from '../db/embedded-backup.ts';
import { describeDatabase } from '../db/startup-errors.ts';
import { runCommand, writeThenRename } from './console.ts';
import { dumpPostgres } from './postgres-backup.ts';

runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = values.out;
  if (!out) throw new Error('Name the backup file: npm run backup -- --out FILE');
  const config = loadConfig();
  const target = databaseTarget(config);
  const started = performance.now();
  let pause = 'the shop kept serving (pg_dump reads one snapshot)';
  if ('url' in target) {
    await writeThenRename(out, (draft) => dumpPostgres(target.url, draft));
  } else {
    const fromShop = await snapshotFromShop(config.DATA_DIR);
    const snapshot = fromShop ?? (await snapshotOfDataDir(config.DATA_DIR));
    await writeThenRename(out, snapshot.tarball);
    pause = fromShop
      ? `the running shop held its queries for ${Math.round(snapshot.pausedMs)} ms`
      : 'no shop was running on it';
  }
  const megabytes = (statSync(out).size / 1_048_576).toFixed(1);
  const took = Math.round(performance.now() - started);
  console.log(`Wrote ${out} (${megabytes} MB): ${describeDatabase(config)}, in ${took} ms; ${pause}.`);
});
