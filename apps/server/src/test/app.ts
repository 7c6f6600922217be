import { beforeEach } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { resetDatabase, testDatabase } from './database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { catalogueChanged } from '../modules/catalogue/index.ts';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
}

/**
 * Builds the real app on the worker's test database, emptied before each test.
 * Usage: `const ctx = useTestApp();` then `ctx.app.inject(...)` inside tests.
 */
export function useTestApp(): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    context.database = await testDatabase();
    await resetDatabase(context.database);
    if (context.app) await forgetCachedCatalogue(context.app);
    context.app ??= await buildApp({
      // A generous deadline: a loaded test machine must not turn a slow request into a 503.
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REQUEST_TIMEOUT_MS: '120000' }),
      database: context.database,
      logger: false,
      backgroundJobs: false,
    });
  });
  return context;
}

/**
 * Drops the app's cached catalogue reads, as a catalogue write does: for tests that change rows directly
 * in the database, which no running shop does (decision 011).
 */
export async function forgetCachedCatalogue(app: App): Promise<void> {
  await app.db.transaction((tx) => catalogueChanged(tx, 'all'));
}
