import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareShopDatabase,
  startServerProcess,
  stopServerProcesses,
  type StoppableServer,
} from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES, type ThrowawayDatabase } from '../test/throwaway-database.ts';

const METRICS_TOKEN = 'token-of-the-scraper-0123456789';
/** The request counter's line for the liveness route (the labels come in any order). */
const isLiveRequests = (line: string) =>
  line.startsWith('crabclaw_http_requests_total{') &&
  ['method="GET"', 'route="/api/health/live"', 'status_code="200"'].every((label) => line.includes(label));

async function askLive(server: StoppableServer, times: number) {
  for (let index = 0; index < times; index += 1) {
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  }
}

/** The liveness requests a scrape of `server` counts for the whole shop. */
async function liveRequestsCounted(server: StoppableServer): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text()).split('\n').find(isLiveRequests);
  return Number(line?.split(' ').at(-1) ?? 0);
}

/** Scrapes until the count is `expected` (another process writes its figures every 10 s). */
async function untilCounted(server: StoppableServer, expected: number) {
  await expect.poll(() => liveRequestsCounted(server), { timeout: 60_000, interval: 500 }).toBe(expected);
}

// A scrape reaches one process of those sharing a port (REUSE_PORT): it must count every process's requests,
// and keep counting those of a process that has stopped (decision 023).
describe.runIf(SUITE_POSTGRES)(
  '/metrics across server processes on one PostgreSQL database',
  { timeout: 240_000 },
  () => {
    let database: ThrowawayDatabase;
    beforeAll(async () => {
      database = await createThrowawayDatabase(SUITE_POSTGRES!, 'metrics');
    });

    afterAll(async () => {
      await stopServerProcesses();
      await database?.drop();
    }, 180_000);

    it("adds up every process's requests, those of a stopped process included", async () => {
      const { url } = database;
      await prepareShopDatabase(url);
      const env = { DATABASE_URL: url, METRICS_TOKEN };
      const [scraped, other] = await Promise.all([startServerProcess(env), startServerProcess(env)]);

      await askLive(scraped, 3);
      await askLive(other, 4);
      await untilCounted(scraped, 7);

      await other.stop();
      await askLive(scraped, 1);
      await untilCounted(scraped, 8);
    });
  },
);
