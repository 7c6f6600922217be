// The server the Playwright tests drive: a fresh embedded database in a temp folder, or, when
// TEST_DATABASE_URL is set, a fresh PostgreSQL database that is dropped when the server stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const cleanups = [];
// The journeys' shop starts as a shop does (decision 044): with the demo catalogue on the embedded database, empty
// on PostgreSQL, so CI's two runs take the journeys through both; E2E_DEMO=0 or 1 chooses. Every journey makes
// the catalogue it needs (e2e/catalogue.ts) and every worker fills in the shop's facts (e2e/shop-facts.ts).
if (process.env.E2E_DEMO) process.env.SEED_DEMO = process.env.E2E_DEMO;
else delete process.env.SEED_DEMO;
// Passwords keep argon2's full cost here (no ARGON2_TEST_COST): the cheap cost is refused unless NODE_ENV is
// other than production, which would also switch the server's React to its development build, and the
// journeys render pages as the shop does. Their few dozen sign-ins cost well under a minute of the run.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `crabclaw_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'crabclaw-e2e-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
}

// main.ts closes the app and exits on these signals; clean up first.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.prependOnceListener(signal, () => {
    void Promise.allSettled(cleanups.map((cleanup) => cleanup()));
  });
}
process.on('exit', () => {
  if (!serverUrl && process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
});

// The journeys pay online against a local fake of Midtrans Snap and its status API (no test reaches Midtrans):
// its page's Pay button posts a signed notification to this shop, as Midtrans would.
const { startFakeMidtrans, TEST_SERVER_KEY } = await import('../apps/server/src/test/fake-midtrans.ts');
const midtrans = await startFakeMidtrans();
midtrans.notificationUrl = `http://127.0.0.1:${process.env.PORT}/api/payments/midtrans/notification`;
process.env.MIDTRANS_SERVER_KEY = TEST_SERVER_KEY;
process.env.MIDTRANS_SNAP_URL = midtrans.url;
process.env.MIDTRANS_API_URL = midtrans.url;
cleanups.push(() => midtrans.close());

await import('../apps/server/src/start-server.mjs');
