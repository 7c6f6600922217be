import { request } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServers, spawnServer, startServer } from '../test/server-process.ts';
import { SUITE_POSTGRES } from '../test/throwaway-database.ts';

describe.skipIf(SUITE_POSTGRES)('one embedded DATA_DIR', () => {
  // Made before the tests, not while they are collected, which a skipped describe is too.
  let dataDir: string;
  let lockFile: string;
  let first: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crabclaw-lock-'));
    lockFile = join(dataDir, 'crabclaw.lock');
    first = await startServer({ DATA_DIR: dataDir });
  }, 240_000);

  afterAll(() => {
    killServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start a second server while the first one runs', { timeout: 240_000 }, async () => {
    const second = spawnServer({ DATA_DIR: dataDir });
    const outcome = await Promise.race([second.exited, second.waitFor(/Server listening/).then(() => 'listening')]);
    expect(outcome).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  let next: typeof first;

  it('takes over the lock of a server killed with -9', { timeout: 240_000 }, async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFile)).toBe(true);

    next = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  });

  // On the server of the test before: a second fresh DATA_DIR would cost another minute of seeding.
  it('on SIGTERM lets a request in flight finish, then exits 0 and releases DATA_DIR', async () => {
    expect(existsSync(lockFile)).toBe(true);
    const body = JSON.stringify({ orderNumber: 'CC-NOPE', contact: 'ani@example.id' });
    // The request is in flight from its headers on; its body follows once the shutdown has begun.
    const call = request(`${next.url}/api/Orders/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status?: number; text: string }>((resolve, reject) => {
      call.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      call.on('error', reject);
    });
    call.flushHeaders();
    await next.waitFor(/"path":"\/api\/Orders\/track"[^\n]*"msg":"request started"/);
    next.child.kill('SIGTERM');
    await next.waitFor(/SIGTERM: finishing the requests in flight/);
    call.end(body);

    const { status, text } = await answered;
    expect(status).toBe(404);
    expect(JSON.parse(text).message).toMatch(/tidak ditemukan/);
    expect(await next.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it(
    'on SIGTERM gives up on a request still running after SHUTDOWN_TIMEOUT_MS and exits 1',
    { timeout: 240_000 },
    async () => {
      const server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '1000', LOG_LEVEL: 'debug' });
      // Headers without the promised body: a request that stays in flight until the shutdown gives up on it.
      const call = request(`${server.url}/api/Orders/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 100 },
      });
      call.on('error', () => {});
      call.flushHeaders();
      await server.waitFor(/"path":"\/api\/Orders\/track"[^\n]*"msg":"request started"/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('requests still running after 1000 ms (SHUTDOWN_TIMEOUT_MS)');
      expect(existsSync(lockFile)).toBe(false);
    },
  );
});
