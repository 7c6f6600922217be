import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';
import { ensureOwner } from './modules/accounts/index.ts';

/** Starts the shop: validated config, database (migrated, seeded when empty), then the HTTP server. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  await ensureOwner(database, config, app.log);
  const seeded = await seedDemoCatalogue(database.db);
  if (seeded) app.log.info(seeded, 'seeded the demo catalogue into an empty database');

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
