import type { ListenOptions } from 'node:net';
import type { FastifyListenOptions } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client.ts';
import { describeDatabase, explainStartupError } from './db/startup-errors.ts';
import { buildApp, type App } from './app.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';
import { ensureOwner } from './modules/accounts/index.ts';
import { serveBackupsFor } from './db/embedded-backup.ts';

/**
 * On SIGTERM or SIGINT: stop accepting, let the requests in flight finish (for at most SHUTDOWN_TIMEOUT_MS),
 * close the database, exit 0; exit 1 when requests were still running at the deadline.
 */
function drainOnSignals(app: App, database: DatabaseHandle, config: Config) {
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: finishing the requests in flight, then closing`);
    setTimeout(() => {
      app.log.error(`requests still running after ${config.SHUTDOWN_TIMEOUT_MS} ms (SHUTDOWN_TIMEOUT_MS): exiting`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    await app.close();
    await database.close();
    app.log.info('closed');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      shutdown(signal).catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
    });
  }
}

/** Starts the shop: validated config, database (migrated, seeded when empty), then the HTTP server. */
async function main(config: Config) {
  const database = await openDatabase(databaseTarget(config));
  const app = await buildApp({ config, database });
  database.onConnectionError((error) => app.log.warn({ err: error }, 'lost a database connection'));
  app.log.info(`preparing ${describeDatabase(config)}`);
  // Processes started together on one database take turns: the first migrates and seeds, the others find it done.
  await database.exclusively(async () => {
    await database.migrate();
    await ensureOwner(database, config, app.log);
    const seeded = await seedDemoCatalogue(database.db);
    if (seeded) app.log.info(seeded, 'seeded the demo catalogue into an empty database');
  });

  drainOnSignals(app, database, config);
  serveBackupsFor(database, config.DATA_DIR, app.log);
  // Fastify hands these to node:net; its own type does not list reusePort yet.
  const listenOptions: FastifyListenOptions & Pick<ListenOptions, 'reusePort'> = {
    port: config.PORT,
    host: config.HOST,
    reusePort: config.REUSE_PORT,
  };
  await app.listen(listenOptions);
}

let config: Config | undefined;
try {
  config = loadConfig();
  await main(config);
} catch (error) {
  // Start-up failures are the operator's to fix: one line naming the cause, no stack.
  console.error(config ? explainStartupError(error, config) : (error as Error).message);
  process.exit(1);
}
