import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  prepareShopDatabase,
  startServerProcess,
  stopServerProcesses,
  type StoppableServer,
} from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES } from '../test/throwaway-database.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONTACT_LIMIT = 20;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  // Servers first (also those a timeout left starting), then what they used.
  await stopServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  // Two servers draining and a database dropped: on a loaded 2-core machine this outlasts the default minute.
}, 180_000);

/** One more message than the per-address limit allows, sent to the servers in turn from one address. */
async function contactInTurns(servers: StoppableServer[]) {
  const statuses: number[] = [];
  for (let index = 0; index <= CONTACT_LIMIT; index += 1) {
    const response = await fetch(`${servers[index % servers.length]!.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ani', email: `ani${index}@example.id`, message: 'Ada kepiting?' }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

// Each test starts two servers, which takes a while on a busy machine.
describe('per-address limits across server processes', { timeout: 240_000 }, () => {
  it.runIf(SUITE_POSTGRES)(
    'hold for the shop as a whole with the counters in the shared PostgreSQL database',
    async () => {
      const database = await createThrowawayDatabase(SUITE_POSTGRES!, 'limits');
      cleanups.push(database.drop);
      await prepareShopDatabase(database.url);
      const servers = await Promise.all([
        startServerProcess({ DATABASE_URL: database.url, REDIS_URL: '' }),
        startServerProcess({ DATABASE_URL: database.url, REDIS_URL: '' }),
      ]);
      const statuses = await contactInTurns(servers);
      expect(statuses.slice(0, CONTACT_LIMIT)).toEqual(Array(CONTACT_LIMIT).fill(201));
      expect(statuses[CONTACT_LIMIT]).toBe(429);
    },
  );

  it.skipIf(SUITE_POSTGRES)(
    'hold for the shop as a whole with the counters in Redis, each process on its own embedded database',
    async () => {
      // A namespace of this test's own, so runs sharing one Redis never count each other's requests.
      const keyPrefix = `crabclaw-test-${randomUUID()}:`;
      const redisUrl = `${REDIS_URL}?keyPrefix=${keyPrefix}`;
      const redis = new Redis(REDIS_URL);
      cleanups.push(async () => {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
      });
      const dataDirs = await Promise.all([prepareShopDatabase(), prepareShopDatabase()]);
      const servers = await Promise.all(
        dataDirs.map((dataDir) => startServerProcess({ REDIS_URL: redisUrl, DATABASE_URL: '' }, dataDir)),
      );
      const statuses = await contactInTurns(servers);
      expect(statuses.slice(0, CONTACT_LIMIT)).toEqual(Array(CONTACT_LIMIT).fill(201));
      expect(statuses[CONTACT_LIMIT]).toBe(429);
      expect(await redis.keys(`${keyPrefix}*`)).not.toEqual([]);
    },
  );
});
