import { request } from 'node:http';
import pg from 'pg';
import { withPostgresConnection } from '../db/postgres-connection.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../db/client.ts';
import { killServers, spawnServer, startServer, type ServerProcess } from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES, type ThrowawayDatabase } from '../test/throwaway-database.ts';

/** GET on a connection of its own: the kernel hands each new connection to one of the listening processes. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/** SIGTERM, as a process manager stops it; resolves once it has exited. */
async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The request lines a server wrote: one per answer. */
const requestsSeen = (output: string) => output.match(/"status":\d+,"ms":/g)?.length ?? 0;

// Several processes on one PostgreSQL (README); the embedded database is one process's and has its own lock.
/** Rows of one query on the database at `url`. */
async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  return withPostgresConnection(url, async (client) => (await client.query<Row>(text)).rows);
}

const catalogueTotals = async (url: string) =>
  (
    await query<{ categories: number; products: number; banners: number }>(
      url,
      `select (select count(*)::int from categories) as categories, (select count(*)::int from products) as products,
       (select count(*)::int from banners) as banners`,
    )
  )[0];

const migrationsApplied = async (url: string) =>
  (await query<{ total: number }>(url, 'select count(*)::int as total from drizzle.__drizzle_migrations'))[0]!.total;

const MIGRATIONS = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries.length;

const startTogether = (env: Record<string, string>) =>
  Promise.all([startServer(env), startServer(env), startServer(env)]);

const printedBy = (servers: ServerProcess[], text: string) =>
  servers.filter((server) => server.output().includes(text));

// Several processes on one PostgreSQL (README); the embedded database is one process's and has its own lock.
describe.runIf(SUITE_POSTGRES)('several server processes on one PostgreSQL database', { timeout: 240_000 }, () => {
  let database: ThrowawayDatabase;
  beforeAll(async () => {
    database = await createThrowawayDatabase(SUITE_POSTGRES!, 'processes');
  });

  afterAll(async () => {
    killServers();
    await database?.drop();
  }, 120_000);

  // First, while the database is empty: the demo seed takes most of a minute on a busy machine.
  it('migrates and seeds an empty database once when three processes start together with SEED_DEMO=1', async () => {
    const { url } = database;
    const servers = await startTogether({ DATABASE_URL: url, SEED_DEMO: '1' });

    // Health answers 200 only with every migration applied.
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(printedBy(servers, 'seeded the demo catalogue')).toHaveLength(1);
    expect(await catalogueTotals(url)).toEqual({ categories: 7, products: 65, banners: 3 });
    expect(await migrationsApplied(url)).toBe(MIGRATIONS);
    expect(printedBy(servers, 'password: ')).toHaveLength(1);
    await Promise.all(servers.map((server) => stop(server)));
  });

  it('starts again without seeding after staff deleted the whole demo', async () => {
    const { url } = database;
    await query(url, 'delete from products; delete from categories; delete from banner_images; delete from banners');
    const server = await startServer({ DATABASE_URL: url, SEED_DEMO: '1' });

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.output()).not.toContain('seeded the demo catalogue');
    expect(await catalogueTotals(url)).toEqual({ categories: 0, products: 0, banners: 0 });
    await stop(server);
  });

  it('lets processes started with REUSE_PORT=1 share the port, each answering some of the connections', async () => {
    const { url } = database;
    const first = await startServer({ DATABASE_URL: url, REUSE_PORT: '1' });
    const second = await startServer({ DATABASE_URL: url, REUSE_PORT: '1', PORT: new URL(first.url).port });
    expect(second.url).toBe(first.url);

    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => statusOnNewConnection(`${first.url}/api/health`)),
    );

    expect(statuses).toEqual(Array(40).fill(200));
    expect(requestsSeen(first.output())).toBeGreaterThan(0);
    expect(requestsSeen(second.output())).toBeGreaterThan(0);
  });

  it('refuses a second process on a port in use when REUSE_PORT is not set', async () => {
    const { url } = database;
    const first = await startServer({ DATABASE_URL: url });
    const second = spawnServer({ DATABASE_URL: url, PORT: new URL(first.url).port });

    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `PORT ${new URL(first.url).port} on 127.0.0.1 is in use by another program (EADDRINUSE)`,
    );
    // Found before the database is even opened, let alone migrated.
    expect(second.output()).not.toContain('preparing');
  });
});

describe.runIf(SUITE_POSTGRES)('a new shop on an empty PostgreSQL database', { timeout: 240_000 }, () => {
  let database: ThrowawayDatabase;
  beforeAll(async () => {
    database = await createThrowawayDatabase(SUITE_POSTGRES!, 'realshop');
  });

  afterAll(async () => {
    killServers();
    await database?.drop();
  }, 120_000);

  it('starts without demo data, once, with an owner who can sign in and open the dashboard', async () => {
    const { url } = database;
    const servers = await startTogether({ DATABASE_URL: url });

    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(printedBy(servers, 'started without demo data (SEED_DEMO=1 seeds it)')).toHaveLength(1);
    expect(await catalogueTotals(url)).toEqual({ categories: 0, products: 0, banners: 0 });
    expect(await migrationsApplied(url)).toBe(MIGRATIONS);

    const [announcer] = printedBy(servers, 'password: ');
    const password = /password: (\S+)/.exec(announcer!.output())![1]!;
    // The password goes to the terminal only: no JSON log line carries it.
    const logLines = announcer!
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);

    const signIn = await fetch(`${servers[0]!.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const dashboard = await fetch(`${servers[1]!.url}/api/admin/dashboard`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
  });
});
