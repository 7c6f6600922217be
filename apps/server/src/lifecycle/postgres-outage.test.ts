import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServers, startServer, type ServerProcess } from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES } from '../test/throwaway-database.ts';
import { HEALTH_ANSWER_WITHIN_MS } from '../modules/health/routes.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const postgresUrl = SUITE_POSTGRES;
// Short enough for a quick test, long enough for a busy machine's start-up and seeding. The request
// deadline comes first, so a hanging database meets it before any of its own timeouts.
const REQUEST_TIMEOUT_MS = 4_000;
/**
 * A read that must ask the database: one the catalogue cache has not answered before (cached reads may
 * still be answered while the cache's lease lasts; decision 011).
 */
let uncached = 0;
const productSearch = () => `/api/Product/paginated?search=kepiting-${++uncached}`;

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as { message?: string; code?: string; status?: string },
  };
}

describe.skipIf(!postgresUrl)('when PostgreSQL goes away', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess & { url: string };

  beforeAll(async () => {
    database = await createThrowawayDatabase(postgresUrl!, 'outage');
    proxy = await startTcpProxy({ host: database.host, port: database.port });
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({
      DATABASE_URL: throughProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '5000',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
  }, 180_000);

  afterAll(async () => {
    killServers();
    await proxy?.close();
    await database?.drop();
  });

  it('keeps running when PostgreSQL ends its connections, and answers from new ones', async () => {
    expect((await get(server.url, '/api/health')).status).toBe(200);
    const terminated = await database.terminateConnections();
    expect(terminated).toBeGreaterThan(0);
    // Each lost connection is reported; without an 'error' listener the first one ended the process.
    await server.waitFor(new RegExp(`(lost a database connection[\\s\\S]*){${terminated}}`));
    expect((await get(server.url, '/api/Product/paginated')).status).toBe(200);
    expect((await get(server.url, '/api/health')).status).toBe(200);
  });

  it('answers 503 with a message while PostgreSQL is unreachable, and serves again once it is back', async () => {
    proxy.drop();
    const products = await get(server.url, productSearch());
    expect(products.status).toBe(503);
    expect(products.body).toMatchObject({ code: 'server.databaseUnreachable', message: expect.any(String) });
    const health = await get(server.url, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('unavailable');

    proxy.forward();
    expect((await get(server.url, '/api/health')).status).toBe(200);
    expect((await get(server.url, '/api/Product/paginated')).status).toBe(200);
  });

  it('answers 503 within its deadline while PostgreSQL hangs, and serves again once it answers', async () => {
    expect((await get(server.url, '/api/Product/paginated')).status).toBe(200);
    proxy.stall();
    const started = performance.now();
    const products = await get(server.url, productSearch());
    expect(products.status).toBe(503);
    expect(products.body).toMatchObject({ code: 'server.tooSlow', message: expect.any(String) });
    // Bounded by the request deadline, plus room for a busy machine; without timeouts it never returns.
    expect(performance.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 5_000);
    // The deadline answered, not one of the database's own timeouts (its log line may trail the response).
    await server.waitFor(/answered 503: request deadline passed/);
    const health = await get(server.url, '/api/health');
    expect(health.status).toBe(503);
    // Its own deadline answered, shorter than a load balancer's probe, not the request's or the database's.
    expect(health.body.message).toBe(`The database did not answer within ${HEALTH_ANSWER_WITHIN_MS} ms.`);

    proxy.forward();
    expect((await get(server.url, '/api/health')).status).toBe(200);
    expect((await get(server.url, '/api/Product/paginated')).status).toBe(200);
  });
});
