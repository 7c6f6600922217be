import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { BUYER, insertProduct, orderPayload } from '../test/fixtures.ts';
import { notificationBody, startFakeMidtrans, TEST_SERVER_KEY } from '../test/fake-midtrans.ts';
import {
  killServers,
  prepareShopDatabase,
  SERVER_OWNER,
  signedInOwner,
  startServer,
  stopServerProcesses,
} from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES } from '../test/throwaway-database.ts';

// Issue 28: a server killed with -9 once a settlement notification is stored, before Midtrans saw the answer,
// makes Midtrans send it again; the retry, to the restarted server, must change nothing (decision 036).

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 120_000);
afterAll(() => killServers());

/** The shop's database (a folder, or a fresh PostgreSQL database) with one product. */
async function shopWithProduct(): Promise<{ env: Record<string, string>; productId: number }> {
  const database = SUITE_POSTGRES ? await createThrowawayDatabase(SUITE_POSTGRES, 'paycrash') : undefined;
  const prepared = await prepareShopDatabase(database?.url);
  cleanups.push(database ? database.drop : async () => rmSync(prepared, { recursive: true, force: true }));
  const env: Record<string, string> = database ? { DATABASE_URL: prepared } : { DATA_DIR: prepared };
  const handle = await openDatabase(database ? { url: prepared } : { dataDir: prepared });
  try {
    return {
      env,
      productId: (await insertProduct(handle.db, { name: 'Kepiting Bakau', categoryId: 1, stock: 10 })).id,
    };
  } finally {
    await handle.close();
  }
}

/** What the owner reads on the order's page: its e-mails and the gateway's events. */
async function ownerView(url: string, orderId: number) {
  const get = await signedInOwner(url);
  const read = async (path: string) => (await get(path)).json();
  return {
    messages: ((await read(`/api/Orders/${orderId}/messages`)) as { messages: { kind: string }[] }).messages,
    events: ((await read(`/api/Orders/${orderId}/payments`)) as { attempts: { events: unknown[] }[] }).attempts.flatMap(
      (attempt) => attempt.events,
    ),
  };
}

describe(`a payment notification across kill -9 (${SUITE_POSTGRES ? 'PostgreSQL' : 'embedded'})`, () => {
  it(
    'applies a settlement stored just before the crash once: the retry after the restart is a duplicate',
    { timeout: 360_000 },
    async () => {
      const midtrans = await startFakeMidtrans();
      cleanups.push(midtrans.close);
      const { env: database, productId } = await shopWithProduct();
      const env = {
        ...database,
        ...SERVER_OWNER,
        REDIS_URL: '',
        MIDTRANS_SERVER_KEY: TEST_SERVER_KEY,
        MIDTRANS_SNAP_URL: midtrans.url,
        MIDTRANS_API_URL: midtrans.url,
      };

      const first = await startServer(env);
      const placed = await fetch(`${first.url}/api/Orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderPayload([{ productId, quantity: 1 }], 'online')),
      });
      expect(placed.status).toBe(201);
      const { orderId, orderNumber, total } = (
        (await placed.json()) as {
          data: { orderId: number; orderNumber: string; total: number };
        }
      ).data;
      const settlement = JSON.stringify(notificationBody({ orderId: orderNumber, grossAmount: total }, 'settlement'));
      const notify = (url: string) =>
        fetch(`${url}/api/payments/midtrans/notification`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: settlement,
        });

      // The event is committed before the answer is written, and nothing is written after it: a crash once the
      // answer left leaves the database as a crash between the commit and the answer would.
      expect(((await (await notify(first.url)).json()) as { outcome: string }).outcome).toBe('applied');
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServer(env);
      const retry = await notify(second.url);
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { outcome: string }).outcome).toBe('duplicate');
      const view = await ownerView(second.url, orderId);
      expect(view.events).toHaveLength(1);
      expect(view.messages.filter((message) => message.kind === 'paymentReceived')).toHaveLength(1);
      const tracked = await fetch(`${second.url}/api/Orders/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderNumber, contact: BUYER.email }),
      });
      expect(((await tracked.json()) as { paymentStatus: string }).paymentStatus).toBe('Paid');
    },
  );
});
