import { request } from 'node:http';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { killServers, spawnServer, startServer } from '../test/server-process.ts';
import { createThrowawayDatabase, POSTGRES_SERVER_URL } from '../test/throwaway-database.ts';

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

const requestsSeen = (output: string) => output.match(/"msg":"incoming request"/g)?.length ?? 0;

// Several processes on one PostgreSQL (README); the embedded database is one process's and has its own lock.
describe('several server processes on one PostgreSQL database', { timeout: 240_000 }, () => {
  const database = createThrowawayDatabase(POSTGRES_SERVER_URL, 'processes');

  afterAll(async () => {
    killServers();
    await (await database).drop();
  }, 120_000);

  // First, while the database is empty: the demo seed takes most of a minute on a busy machine.
  it('migrates and seeds an empty database once when two processes start together', async () => {
    const { url } = await database;
    const servers = await Promise.all([startServer({ DATABASE_URL: url }), startServer({ DATABASE_URL: url })]);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ total: number }>('select count(*)::int as total from categories');
    await client.end();

    // Health answers 200 only with every migration applied.
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(servers.filter((server) => server.output().includes('seeded the demo catalogue'))).toHaveLength(1);
    expect(rows[0]!.total).toBe(7);
  });

  it('lets processes started with REUSE_PORT=1 share the port, each answering some of the connections', async () => {
    const { url } = await database;
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
    const { url } = await database;
    const first = await startServer({ DATABASE_URL: url });
    const second = spawnServer({ DATABASE_URL: url, PORT: new URL(first.url).port });

    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('EADDRINUSE');
  });
});
