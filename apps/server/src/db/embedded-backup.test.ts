import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertCategory } from '../test/fixtures.ts';
import { openDatabase } from './client.ts';
import { restoreDataDir, serveBackupsFor, snapshotFromShop } from './embedded-backup.ts';
import { categories } from './schema/index.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryFolder(): string {
  const path = mkdtempSync(join(tmpdir(), 'crabclaw-snapshot-'));
  cleanups.push(() => rmSync(path, { recursive: true, force: true }));
  return path;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('a backup of the running embedded shop', () => {
  // Migrates two embedded databases on disk: over a minute on a loaded machine.
  it(
    'waits for a transaction in progress: the backup holds what was being written when it was asked for',
    { timeout: 120_000 },
    async () => {
      const dataDir = temporaryFolder();
      const shop = await openDatabase({ dataDir });
      cleanups.push(() => shop.close());
      await shop.migrate();
      cleanups.push(serveBackupsFor(shop, dataDir, quiet));

      let finish = () => {};
      let written = () => {};
      const rowWritten = new Promise<void>((resolve) => (written = resolve));
      const transaction = shop.db.transaction(async (tx) => {
        await insertCategory(tx, { name: 'Rajungan' });
        written();
        await new Promise<void>((resolve) => (finish = resolve));
      });
      await rowWritten;
      const backup = snapshotFromShop(dataDir);
      // The shop takes its socket out of DATA_DIR when it starts on a backup; the transaction is still open.
      await until(() => !existsSync(join(dataDir, 'crabclaw-backup.sock')));
      finish();
      await transaction;
      const snapshot = await backup;

      const restoredDir = join(temporaryFolder(), 'data');
      await restoreDataDir(restoredDir, snapshot!.tarball, false);
      const restored = await openDatabase({ dataDir: restoredDir });
      cleanups.push(() => restored.close());
      expect(await restored.db.select({ name: categories.name }).from(categories)).toEqual([{ name: 'Rajungan' }]);
    },
  );
});
