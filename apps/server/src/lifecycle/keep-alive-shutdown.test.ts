import { connect, type Socket } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { killServers, prepareShopDatabase, startServer } from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES, type ThrowawayDatabase } from '../test/throwaway-database.ts';

/** A raw HTTP/1.1 connection, as a browser or a load balancer keeps one open: everything it received, and its end. */
function openConnection(base: string) {
  const { hostname, port } = new URL(base);
  const socket: Socket = connect({ host: hostname, port: Number(port) });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const receivedUntil = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => (pattern.test(received) ? resolve(received) : undefined);
      socket.on('data', check);
      socket.once('close', () => (pattern.test(received) ? resolve(received) : reject(new Error(received))));
      check();
    });
  return { socket, closed, received: () => received, receivedUntil };
}

let database: ThrowawayDatabase | undefined;
afterAll(async () => {
  killServers();
  await database?.drop();
});

// Like every test that starts a server process, it sets its own ceiling above the suite's. What it proves is
// the same on either database, so it runs once, in the suite's PostgreSQL run.
it.runIf(SUITE_POSTGRES)(
  'on SIGTERM closes idle keep-alive connections at once, closes the others once answered, and exits 0',
  { timeout: 120_000 },
  async () => {
    database = await createThrowawayDatabase(SUITE_POSTGRES!, 'keepalive');
    await prepareShopDatabase(database.url);
    const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: 'debug', SHUTDOWN_TIMEOUT_MS: '60000' });

    const idle = openConnection(server.url);
    idle.socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n\r\n');
    expect(await idle.receivedUntil(/\r\n\r\n\{"status":"ok"\}/)).toMatch(/^connection: keep-alive\r$/im);

    const body = JSON.stringify({ orderNumber: 'CC-NOPE', contact: 'ani@example.id' });
    const busy = openConnection(server.url);
    // In flight from its headers on; the body follows once the shutdown has begun.
    busy.socket.write(
      'POST /api/Orders/track HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await server.waitFor(/"path":"\/api\/Orders\/track"[^\n]*"msg":"request started"/);

    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM: finishing the requests in flight/);
    await idle.closed;
    expect(server.child.exitCode).toBeNull();

    busy.socket.write(body);
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 404 /);
    expect(busy.received()).toMatch(/^connection: close\r$/im);
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('requests still running');
  },
);
