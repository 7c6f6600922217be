import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServers, spawnServer } from '../test/server-process.ts';
import { reachablePostgres } from '../test/throwaway-database.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const postgresUrl = await reachablePostgres();

/** The one line a failed start prints, and its exit code. */
async function failedStart(env: Record<string, string>) {
  const server = spawnServer({ LOG_LEVEL: 'warn', ...env });
  const code = await server.exited;
  return { code, output: server.output() };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function withDatabase(url: string, change: (url: URL) => void): string {
  const changed = new URL(url);
  change(changed);
  return changed.toString();
}

describe('a failed start names its cause', { timeout: 60_000 }, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'crabclaw-start-'));
  afterAll(() => {
    killServers();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('a closed PostgreSQL port', async () => {
    const port = await closedPort();
    const { code, output } = await failedStart({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shop` });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${port}: connection refused`);
  });

  it('a PostgreSQL that accepts connections but never answers', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: await closedPort() });
    proxy.stall();
    try {
      const { code, output } = await failedStart({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/shop`,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      });
      expect(code).toBe(1);
      expect(output).toContain(
        `PostgreSQL at 127.0.0.1:${proxy.port} accepted no connection within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS)`,
      );
    } finally {
      await proxy.close();
    }
  });

  it('a DATA_DIR that is a file', async () => {
    const file = join(scratch, 'not-a-folder');
    writeFileSync(file, '');
    const { code, output } = await failedStart({ DATA_DIR: file });
    expect(code).toBe(1);
    expect(output).toContain(`DATA_DIR ${file} is a file, not a folder`);
  });

  it.skipIf(!postgresUrl)('an unknown database', async () => {
    const url = withDatabase(postgresUrl!, (url) => (url.pathname = '/crabclaw_no_such_database'));
    const { code, output } = await failedStart({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toMatch(/PostgreSQL at [^ ]+:\d+: database "crabclaw_no_such_database" does not exist/);
  });

  it.skipIf(!postgresUrl)('an unknown role', async () => {
    const url = withDatabase(postgresUrl!, (url) => (url.username = 'crabclaw_no_such_role'));
    const { code, output } = await failedStart({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toMatch(
      /PostgreSQL at [^ ]+:\d+: (role "crabclaw_no_such_role" does not exist|password authentication failed)/,
    );
  });
});
