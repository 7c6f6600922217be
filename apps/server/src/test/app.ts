import { beforeEach } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { resetDatabase, testDatabase } from './database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { catalogueChanged } from '../modules/catalogue/index.ts';
import { seedShippingDefaults } from '../modules/shipping/index.ts';
import { loggerOptions } from '../plugins/logging.ts';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
}

export interface TestAppOptions {
  /** Settings beside the tests' own (METRICS_TOKEN, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Where the app's log lines go, configured as in production; without it the app logs nothing. */
  logTo?: { write(line: string): void };
}

/**
 * Builds the real app on the worker's test database, emptied before each test.
 * Usage: `const ctx = useTestApp();` then `ctx.app.inject(...)` inside tests.
 */
export function useTestApp({ env, logTo }: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    context.database = await testDatabase();
    await resetDatabase(context.database);
    // What a new shop starts with (the migration's rows, emptied above): every test can place an order.
    await seedShippingDefaults(context.database.db);
    if (context.app) await forgetCachedCatalogue(context.app);
    // A generous deadline: a loaded test machine must not turn a slow request into a 503.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REQUEST_TIMEOUT_MS: '120000', ...env });
    context.app ??= await buildApp({
      config,
      database: context.database,
      logger: logTo ? await loggerOptions(config, logTo) : false,
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
