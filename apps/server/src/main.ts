import { createServer, type ListenOptions } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import type { FastifyBaseLogger, FastifyListenOptions } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client.ts';
import { describeDatabase, explainStartupError } from './db/startup-errors.ts';
import { buildApp, type App } from './app.ts';
import { setUpShop, wantsDemo, type ShopSetup } from './seed/shop-setup.ts';
import { ensureOwner } from './modules/accounts/index.ts';
import { serveBackupsFor } from './db/embedded-backup.ts';
import { drainConnectionsOnClose } from './connection-drain.ts';

/**
 * On SIGTERM or SIGINT: stop accepting, let the requests in flight finish (for at most SHUTDOWN_TIMEOUT_MS),
 * closing each connection once answered, close the database, exit 0; exit 1 when requests were still
 * running at the deadline.
 */
function drainOnSignals(app: App, database: DatabaseHandle, config: Config) {
  const startDraining = drainConnectionsOnClose(app.server);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: finishing the requests in flight, then closing`);
    startDraining();
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

/**
 * Fails at once when PORT is taken, not after migrating and seeding (a minute on a busy machine) only to
 * find it at listen. Another shop process on the port passes when it and this one both set REUSE_PORT.
 */
async function checkPortFree({ PORT, HOST, REUSE_PORT }: Config) {
  if (PORT === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port: PORT, host: HOST, reusePort: REUSE_PORT }, resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

/** One line saying what the first start put in the shop; a demo asked for too late is said to be ignored. */
function reportSetup(setup: ShopSetup, config: Config, log: FastifyBaseLogger) {
  if (setup.firstStart && setup.demo) log.info(setup.demo, 'seeded the demo catalogue');
  else if (setup.firstStart) log.info('started without demo data (SEED_DEMO=1 seeds it)');
  else if (config.SEED_DEMO && !setup.demoSeeded) {
    log.warn(
      `SEED_DEMO=1 is ignored: this shop was set up without the demo on ${setup.setUpAt.toISOString()}, ` +
        'and the demo only goes into a new database',
    );
  }
}

/** Starts the shop: validated config, database (migrated, set up on its first start), then the HTTP server. */
async function main(config: Config) {
  await checkPortFree(config);
  const database = await openDatabase(databaseTarget(config));
  const app = await buildApp({ config, database });
  database.onConnectionError((error) => app.log.warn({ err: error }, 'lost a database connection'));
  app.log.info(`preparing ${describeDatabase(config)}`);
  // Processes started together on one database take turns: the first migrates and sets up, the others find it done.
  const setup = await database.exclusively(async () => {
    await database.migrate();
    await ensureOwner(database, config, app.log);
    return setUpShop(database.db, { seedDemo: wantsDemo(config) });
  });
  reportSetup(setup, config, app.log);

  drainOnSignals(app, database, config);
  serveBackupsFor(database, config.DATA_DIR, app.log);
  // Fastify hands these to node:net; its own type does not list reusePort yet.
  const listenOptions: FastifyListenOptions & Pick<ListenOptions, 'reusePort'> = {
    port: config.PORT,
    host: config.HOST,
    reusePort: config.REUSE_PORT,
  };
  await app.listen(listenOptions);
  // Under load V8 lets the old generation fill with garbage up to several times what is live, a factor that grows
  // with the machine's memory; a quarter keeps a process within its memory goal (decision 013). Set once started:
  // during the start the heap grows from nothing, and collecting that often would slow the start.
  setFlagsFromString('--heap-growing-percent=25');
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
