import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openDatabase, type DatabaseTarget } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';
import { BUYER, insertCategory, orderPayload } from '../test/fixtures.ts';
import { killServers, prepareShopDatabase, startServerProcess, stopServerProcesses } from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES } from '../test/throwaway-database.ts';

// npm run backup / restore / user:reset-password, as an operator runs them, against shops in real processes.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const OWNER = { username: 'pemilik', password: 'rahasia-toko-123' };
const OWNER_ENV = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password };
/** The staff order list: 401 without a live session. */
const STAFF_ONLY = '/api/Orders?page=1&pageSize=10';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 60_000);
afterAll(() => killServers());

function temporaryFolder(): string {
  const path = mkdtempSync(join(tmpdir(), 'crabclaw-backup-'));
  cleanups.push(() => rmSync(path, { recursive: true, force: true }));
  return path;
}

interface Kind {
  name: string;
  /** A new, empty database of this kind: the settings that point the shop at it. */
  emptyDatabase(): Promise<Record<string, string>>;
  /** A migrated database holding one category (a server on it skips the demo seed). */
  shopDatabase(): Promise<Record<string, string>>;
}

const embedded: Kind = {
  name: 'the embedded database',
  emptyDatabase: async () => ({ DATA_DIR: join(temporaryFolder(), 'data') }),
  shopDatabase: async () => {
    const dataDir = await prepareShopDatabase();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir };
  },
};

const postgresKind: Kind = {
  name: 'PostgreSQL',
  emptyDatabase: async () => {
    const database = await createThrowawayDatabase(SUITE_POSTGRES!, 'backup');
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  },
  shopDatabase: async () => {
    const env = await postgresKind.emptyDatabase();
    await prepareShopDatabase(env.DATABASE_URL);
    return env;
  },
};

const targetOf = (env: Record<string, string>): DatabaseTarget =>
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command in the project folder with `env` and none of the caller's database settings. */
function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  const { PATH, HOME, TMPDIR } = process.env;
  const child = spawn(command, args, { cwd: root, env: { PATH, HOME, TMPDIR, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const npmRun = (script: string, args: string[], env: Record<string, string>) =>
  run('npm', ['run', '--silent', script, '--', ...args], env);

/** What the command said on failure, without Node's note about a missing .env file. */
const complaint = (run: Run) => run.stderr.replace(/^.*\.env not found.*\n/m, '').trim();

async function signIn(url: string, password = OWNER.password) {
  return fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OWNER.username, password }),
  });
}

async function ownerSession(url: string) {
  const response = await signIn(url);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, { ...init, headers: { ...init.headers, cookie, origin: url } });
}

/** Through the staff API: a product with an uploaded picture; through the public API: two orders of it. */
async function fillShop(url: string) {
  const staff = await ownerSession(url);
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kepiting.jpg');
  const uploaded = await staff('/api/Product/upload-image', { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const { imageKey, imageUrl } = (await uploaded.json()) as { imageKey: string; imageUrl: string };
  const created = await staff('/api/Product', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      productName: 'Kepiting Bakau Hidup',
      categoryId: 1,
      description: 'Kepiting bakau hidup dari Kalimantan',
      weight: 1,
      location: 'Jakarta Utara',
      originalPrice: 185_000,
      discountPrice: 0,
      rating: 4.5,
      totalSold: 0,
      productStatus: 'Fresh',
      stock: 20,
      imageKey,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { productId } = (await created.json()) as { productId: number };
  const orders = [];
  for (const quantity of [1, 3]) {
    const placed = await fetch(`${url}/api/Orders/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderPayload([{ productId, quantity }], 'bank_transfer', BUYER)),
    });
    expect(placed.status).toBe(201);
    const { data } = (await placed.json()) as { data: { orderId: number; accessToken: string } };
    orders.push(data);
  }
  return { imageUrl, orders };
}

type Filled = Awaited<ReturnType<typeof fillShop>>;

/** What a restored shop must serve as the original did: counts, each order's total, the picture's bytes. */
async function servedBy(url: string, { imageUrl, orders }: Filled) {
  const staff = await ownerSession(url);
  const count = async (path: string) => ((await (await staff(path)).json()) as { totalCount: number }).totalCount;
  const totals = [];
  for (const { orderId, accessToken } of orders) {
    const order = await fetch(`${url}/api/Orders/${orderId}?token=${accessToken}`);
    totals.push(((await order.json()) as { total: number }).total);
  }
  const picture = await fetch(`${url}${imageUrl}`);
  expect(picture.status).toBe(200);
  return {
    products: await count('/api/Product/paginated?page=1&pageSize=12'),
    orders: await count(STAFF_ONLY),
    totals,
    picture: Buffer.from(await picture.arrayBuffer()),
  };
}

/** The names of the categories in a database no server runs on. */
async function categoryNames(env: Record<string, string>): Promise<string[]> {
  const database = await openDatabase(targetOf(env));
  try {
    return (await database.db.select({ name: categories.name }).from(categories)).map(({ name }) => name).sort();
  } finally {
    await database.close();
  }
}

// Each kind in the suite's run on that database; backups across kinds in the PostgreSQL run.
const kinds = SUITE_POSTGRES ? [postgresKind] : [embedded];

describe.each(kinds)('backups of $name', (kind) => {
  it('backs up a running shop with orders and a picture; restored into a new database it serves the same', async () => {
    const source = await kind.shopDatabase();
    const shop = await startServerProcess({ ...source, ...OWNER_ENV });
    const filled = await fillShop(shop.url);
    const before = await servedBy(shop.url, filled);
    expect(before).toMatchObject({ products: 1, orders: 2 });

    const file = join(temporaryFolder(), 'crabclaw.backup');
    const backup = await npmRun('backup', ['--out', file], source);
    expect(backup.code, backup.stderr).toBe(0);
    // The figures an operator reads: how long it took, and how long the running shop held its queries.
    console.log(backup.stdout.trim());
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);

    const target = await kind.emptyDatabase();
    const restore = await npmRun('restore', ['--from', file], target);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('all of this version');
    // No OWNER_ settings: the owner signs in with the account and password the backup holds.
    const restored = await startServerProcess(target);
    expect(await servedBy(restored.url, filled)).toEqual(before);
  }, 180_000);

  it('restores over a database that is not empty only with --force, which replaces what was there', async () => {
    const source = await kind.shopDatabase();
    const database = await openDatabase(targetOf(source));
    await insertCategory(database.db, { name: 'Lobster' });
    await database.close();
    const file = join(temporaryFolder(), 'crabclaw.backup');
    expect((await npmRun('backup', ['--out', file], source)).code).toBe(0);

    const target = await kind.shopDatabase();
    const refused = await npmRun('restore', ['--from', file], target);
    expect(refused.code).toBe(1);
    expect(complaint(refused)).toMatch(/^[^\n]*(is not empty|already holds a database)[^\n]*--force[^\n]*$/);
    expect(await categoryNames(target)).toEqual(['Kepiting']);

    const forced = await npmRun('restore', ['--from', file, '--force'], target);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await categoryNames(target)).toEqual(['Kepiting', 'Lobster']);
  }, 120_000);
});

describe.runIf(SUITE_POSTGRES)('a backup of one kind of database', () => {
  it('is refused in one line by a database of the other kind', async () => {
    for (const [from, into] of [
      [embedded, postgresKind],
      [postgresKind, embedded],
    ] as const) {
      const file = join(temporaryFolder(), 'crabclaw.backup');
      expect((await npmRun('backup', ['--out', file], await from.shopDatabase())).code).toBe(0);
      const refused = await npmRun('restore', ['--from', file], await into.emptyDatabase());
      expect(refused.code).toBe(1);
      expect(complaint(refused)).toMatch(/^[^\n]*restores only into[^\n]*$/);
    }
  }, 120_000);
});

describe('npm run user:reset-password', () => {
  it.runIf(SUITE_POSTGRES)(
    'sets a new password while the shop runs on PostgreSQL and ends the sessions',
    async () => {
      const env = await postgresKind.shopDatabase();
      const shop = await startServerProcess({ ...env, ...OWNER_ENV });
      const staff = await ownerSession(shop.url);
      expect((await staff(STAFF_ONLY)).status).toBe(200);

      const reset = await npmRun('user:reset-password', ['--username', OWNER.username.toUpperCase()], {
        ...env,
        CRABCLAW_PASSWORD: 'kata-sandi-baru-456',
      });
      expect(reset.code, reset.stderr).toBe(0);
      expect((await staff(STAFF_ONLY)).status).toBe(401);
      expect((await signIn(shop.url, 'kata-sandi-baru-456')).status).toBe(200);
      expect((await signIn(shop.url)).status).toBe(401);
    },
    120_000,
  );

  it.skipIf(SUITE_POSTGRES)(
    'says in one line that the running shop holds the embedded database',
    async () => {
      const env = await embedded.shopDatabase();
      await startServerProcess({ ...env, ...OWNER_ENV });
      const reset = await npmRun('user:reset-password', ['--username', OWNER.username], {
        ...env,
        CRABCLAW_PASSWORD: 'kata-sandi-baru-456',
      });
      expect(reset.code).toBe(1);
      expect(complaint(reset)).toMatch(/^DATA_DIR [^\n]* is in use by process \d+[^\n]*$/);
    },
    120_000,
  );

  it.runIf(SUITE_POSTGRES)('refuses a password the shop would refuse, before opening the database', async () => {
    const reset = await npmRun('user:reset-password', ['--username', OWNER.username], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      CRABCLAW_PASSWORD: 'short',
    });
    expect(reset.code).toBe(1);
    expect(complaint(reset)).toMatch(/^Password: /);
  });
});

describe.runIf(SUITE_POSTGRES)('the nightly cron line in docs/backups.md', () => {
  it("writes the night's backup and deletes the backups older than 14 days", async () => {
    const docs = readFileSync(join(root, 'docs/backups.md'), 'utf8');
    const line = /^(?:\S+ ){5}(cd \/opt\/crabclaw && .*)$/m.exec(docs)![1]!;
    const folder = temporaryFolder();
    const command = line
      .replaceAll('/opt/crabclaw', root)
      .replaceAll('/var/backups/crabclaw', folder)
      .replaceAll('\\%', '%');
    const DAY = 24 * 60 * 60 * 1000;
    for (const [name, age] of [
      ['shop-old.backup', 20 * DAY],
      ['shop-recent.backup', 3 * DAY],
    ] as const) {
      writeFileSync(join(folder, name), '');
      utimesSync(join(folder, name), new Date(Date.now() - age), new Date(Date.now() - age));
    }
    const night = await run('sh', ['-c', command], await postgresKind.shopDatabase());
    expect(night.code, night.stderr).toBe(0);
    const kept = readdirSync(folder).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatch(/^shop-\d{4}-\d{2}-\d{2}\.backup$/);
    expect(kept[1]).toBe('shop-recent.backup');
  }, 120_000);
});
