import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { generalParameters } from '../db/schema/index.ts';
import { insertProduct, orderPayload } from '../test/fixtures.ts';
import { startMailServer, type MailServer } from '../test/mail-server.ts';
import {
  killServers,
  prepareShopDatabase,
  SERVER_OWNER,
  signedInOwner,
  startServer,
  stopServerProcesses,
} from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES } from '../test/throwaway-database.ts';

// Issue 25: an order acknowledged just before the server is killed with -9, while its e-mails could not go yet
// (the mail server is not listening), still sends each of them once after a restart (decision 031's outbox).

const SHOP_EMAIL = 'halo@crabclaw.test';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 120_000);
afterAll(() => killServers());

/** A port nothing listens on yet: the mail server comes up there only after the crash. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The shop's database (a folder, or a fresh PostgreSQL database) with one product and the shop's e-mail (003). */
async function shopDatabase(): Promise<{ env: Record<string, string>; productId: number }> {
  let env: Record<string, string>;
  if (SUITE_POSTGRES) {
    const database = await createThrowawayDatabase(SUITE_POSTGRES, 'mailcrash');
    cleanups.push(database.drop);
    env = { DATABASE_URL: await prepareShopDatabase(database.url) };
  } else {
    const dataDir = await prepareShopDatabase();
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir };
  }
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! });
  try {
    const product = await insertProduct(handle.db, { name: 'Kepiting Bakau', categoryId: 1, stock: 10 });
    await handle.db.insert(generalParameters).values({ paramCode: '003', paramName: 'Email', deskripsi: SHOP_EMAIL });
    return { env, productId: product.id };
  } finally {
    await handle.close();
  }
}

/** The order's messages as the owner reads them on its page. */
async function messagesOf(url: string, orderId: number) {
  const answer = await (await signedInOwner(url))(`/api/Orders/${orderId}/messages`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { messages: { id: string; status: string; kind: string }[] }).messages;
}

/** Resolves once `done` holds, asking every 200 ms; fails with `what` after `limitMs`. */
async function until(what: string, done: () => boolean | Promise<boolean>, limitMs = 150_000) {
  const giveUp = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > giveUp) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(`order e-mails across kill -9 (${SUITE_POSTGRES ? 'PostgreSQL' : 'embedded'})`, () => {
  it(
    'sends each message of an order acknowledged just before the crash exactly once after the restart',
    { timeout: 360_000 },
    async () => {
      const { env: database, productId } = await shopDatabase();
      const mailPort = await freePort();
      const env = {
        ...database,
        ...SERVER_OWNER,
        REDIS_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        MAIL_FROM: 'toko@crabclaw.test',
      };

      const first = await startServer(env);
      const placed = await fetch(`${first.url}/api/Orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderPayload([{ productId, quantity: 1 }])),
      });
      expect(placed.status).toBe(201);
      const { orderId } = ((await placed.json()) as { data: { orderId: number } }).data;
      first.child.kill('SIGKILL');
      await first.exited;

      const mail: MailServer = await startMailServer(mailPort);
      cleanups.push(mail.close);
      const second = await startServer(env);
      // The restarted worker sends what the dead one left queued; a try the first made against the closed port
      // waits its one-minute back-off first.
      await until('both e-mails', async () =>
        (await messagesOf(second.url, orderId)).every((m) => m.status === 'sent'),
      );

      const messages = await messagesOf(second.url, orderId);
      expect(messages.map((message) => message.kind).sort()).toEqual(['newOrder', 'orderReceived']);
      expect(mail.mails).toHaveLength(2);
      expect(mail.mails.map((sent) => sent.messageId).sort()).toEqual(
        messages.map((message) => `<${message.id}@crabclaw.test>`).sort(),
      );
      expect(mail.recipients.flat().sort()).toEqual(['siti@example.co.id', SHOP_EMAIL].sort());
    },
  );
});
