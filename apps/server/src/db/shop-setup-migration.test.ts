import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpShop } from '../seed/shop-setup.ts';
import { insertGeneralParameters } from '../test/fixtures.ts';
import { createThrowawayDatabase } from '../test/throwaway-database.ts';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client.ts';

const scratch = mkdtempSync(join(tmpdir(), 'crabclaw-migrations-'));
const dropped: (() => Promise<unknown>)[] = [];

/** The migrations as they were before shop_setup: what a shop started before issue 22 has applied. */
function migrationsBeforeShopSetup(): string {
  const folder = join(scratch, 'before');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag.endsWith('_shop_setup')),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A fresh database of the suite's kind (PostgreSQL with TEST_DATABASE_URL), migrated to before shop_setup. */
async function olderShopDatabase(): Promise<DatabaseHandle> {
  const server = process.env.TEST_DATABASE_URL;
  const throwaway = server ? await createThrowawayDatabase(server, 'older') : undefined;
  const handle = await openDatabase(throwaway ? { url: throwaway.url } : { dataDir: undefined });
  dropped.push(async () => {
    await handle.close();
    await throwaway?.drop();
  });
  await handle.migrate(migrationsBeforeShopSetup());
  return handle;
}

describe('upgrading a database set up before shop_setup existed', { timeout: 120_000 }, () => {
  afterAll(async () => {
    await Promise.all(dropped.map((drop) => drop()));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('records a shop that was seeded (its parameters left, its demo catalogue deleted) as set up', async () => {
    const database = await olderShopDatabase();
    await insertGeneralParameters(database.db);
    await database.migrate();

    expect(await setUpShop(database.db, { seedDemo: true })).toMatchObject({ firstStart: false, demoSeeded: true });
  });

  it('leaves a database that never held a shop to be set up on its first start', async () => {
    const database = await olderShopDatabase();
    await database.migrate();

    expect(await setUpShop(database.db, { seedDemo: false })).toEqual({ firstStart: true, demo: undefined });
  });
});
