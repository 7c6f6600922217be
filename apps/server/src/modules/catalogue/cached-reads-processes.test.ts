import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { formatRupiah } from '@crabclaw/shared';
import { webDist } from '../../plugins/web.ts';
import { prepareShopDatabase, killServers, startServer, stopServerProcesses } from '../../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES } from '../../test/throwaway-database.ts';

const OWNER = { OWNER_USERNAME: 'pemilik', OWNER_PASSWORD: 'rahasia-toko-123' };
const LIST = '/api/Product/paginated?page=1&pageSize=12';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await stopServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 180_000);
afterAll(() => killServers());

/** The owner's session on one server, and its writes as the back office sends them. */
async function signIn(url: string) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OWNER.OWNER_USERNAME, password: OWNER.OWNER_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return (method: string, path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, origin: url },
      body: JSON.stringify(body),
    });
}

const product = (originalPrice: number) => ({
  productName: 'Kepiting Bakau Hidup',
  categoryId: 1,
  description: 'Kepiting bakau hidup dari Kalimantan',
  weight: 1,
  location: 'Jakarta Utara',
  originalPrice,
  discountPrice: 0,
  rating: 4.5,
  totalSold: 0,
  productStatus: 'Fresh',
  stock: 20,
});

interface ListedProduct {
  price: number;
  productNameEn: string | null;
}
const PAGE = '/product/kepiting/kepiting-bakau-hidup';
/** The product's page as rendered by the web app's server build (after `npm run build`), else not checked. */
const rendersPages = existsSync(`${webDist}/server/entry-server.js`);
const pageOf = async (url: string) => (await fetch(`${url}${PAGE}`)).text();

const firstOnList = async (url: string): Promise<ListedProduct> =>
  ((await (await fetch(`${url}${LIST}`)).json()) as { data: ListedProduct[] }).data[0]!;

/** Two shop processes on one fresh PostgreSQL database holding one category (id 1) and one product. */
async function twoShops() {
  const database = await createThrowawayDatabase(SUITE_POSTGRES!, 'cache');
  cleanups.push(database.drop);
  await prepareShopDatabase(database.url);
  const env = { DATABASE_URL: database.url, REDIS_URL: '', ...OWNER };
  // One after the other: both would create the owner account at once.
  const first = await startServer(env);
  const second = await startServer(env);
  const created = await (await signIn(first.url))('POST', '/api/Product', product(100_000));
  expect(created.status).toBe(201);
  const { productId } = (await created.json()) as { productId: number };
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  cleanups.push(() => sql.end());
  return { first, second, productId, sql };
}

// Each test starts two servers, which takes a while on a busy machine.
describe.skipIf(!SUITE_POSTGRES)(
  'cached catalogue reads across server processes on one PostgreSQL',
  { timeout: 240_000 },
  () => {
    it('answer the new price on the other process as soon as the edit is answered', async () => {
      const { first, second, productId, sql } = await twoShops();
      const writers = [await signIn(first.url), await signIn(second.url)];
      for (const shop of [first, second]) expect((await firstOnList(shop.url)).price).toBe(100_000);
      if (rendersPages) for (const shop of [first, second]) expect(await pageOf(shop.url)).toContain('Rp 100.000');
      // Behind the shops' backs: both still answer from their caches, rendered pages too.
      await sql.query(`update products set name_en = 'From the database', name = 'Dari database' where id = $1`, [
        productId,
      ]);
      for (const shop of [first, second]) expect((await firstOnList(shop.url)).productNameEn).toBeNull();
      if (rendersPages)
        for (const shop of [first, second]) expect(await pageOf(shop.url)).not.toContain('Dari database');

      for (const [round, price] of [110_000, 120_000, 130_000, 140_000].entries()) {
        const edit = await writers[round % 2]!('PUT', `/api/Product/${productId}`, product(price));
        expect(edit.status).toBe(200);
        // Read at once, without waiting or retrying: the writer answered only after both processes dropped the list.
        const [onFirst, onSecond] = await Promise.all([firstOnList(first.url), firstOnList(second.url)]);
        expect([onFirst.price, onSecond.price]).toEqual([price, price]);
        expect(onSecond.productNameEn).toBe('From the database');
        if (rendersPages) {
          for (const html of await Promise.all([pageOf(first.url), pageOf(second.url)])) {
            expect(html).toContain(formatRupiah(price));
          }
        }
      }
    });

    it('answer a write within the lease when another process died without leaving', async () => {
      const { first, second, productId } = await twoShops();
      const write = await signIn(first.url);
      expect((await firstOnList(second.url)).price).toBe(100_000);
      second.child.kill('SIGKILL');
      await second.exited;
      // The dead process's heartbeat is still fresh: the writer waits for it at most until its lease runs out.
      const edit = await write('PUT', `/api/Product/${productId}`, product(150_000));
      expect(edit.status).toBe(200);
      expect((await firstOnList(first.url)).price).toBe(150_000);
    });

    it('forget their cache when their listening connection is cut, and cache again once it is back', async () => {
      const { second, productId, sql } = await twoShops();
      expect((await firstOnList(second.url)).productNameEn).toBeNull();
      await sql.query(`update products set name_en = 'Cut off' where id = $1`, [productId]);
      await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'crabclaw catalogue cache' and datname = current_database()`);
      // No change was announced: only a process that forgot its cache when it lost the connection shows it.
      let seen: string | null = null;
      for (let attempt = 0; attempt < 200 && seen !== 'Cut off'; attempt += 1) {
        seen = (await firstOnList(second.url)).productNameEn;
        if (seen !== 'Cut off') await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toBe('Cut off');
    });
  },
);
