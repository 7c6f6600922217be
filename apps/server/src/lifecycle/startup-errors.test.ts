import { createServer, type AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServers, spawnServer } from '../test/server-process.ts';
import { SUITE_POSTGRES } from '../test/throwaway-database.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The system's Node when it is older than the shop needs (Debian's 20, say): what `node scripts/start.mjs` may run on. */
function findOlderNode(): string | undefined {
  const run = spawnSync('/usr/bin/node', ['-p', 'process.versions.node'], { encoding: 'utf8' });
  const major = Number(run.stdout?.split('.')[0]);
  return run.status === 0 && major < 24 ? '/usr/bin/node' : undefined;
}
const olderNode = findOlderNode();

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

// Whichever database a start fails on, it fails the same way: these run once, in the suite's PostgreSQL run.
describe.runIf(SUITE_POSTGRES)('a failed start names its cause', { timeout: 60_000 }, () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'crabclaw-start-'));
  });
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

  it('a DATA_DIR where no folder can be made, at once instead of spinning', async () => {
    const { code, output } = await failedStart({ DATA_DIR: '/proc/crabclaw' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'DATA_DIR /proc/crabclaw cannot hold the embedded database (ENOENT): choose a folder this user may write.',
    );
  });

  it('a PORT in use, before the database is opened', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const dataDir = join(scratch, 'never-made');
    try {
      const { code, output } = await failedStart({ PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain(`PORT ${port} on 127.0.0.1 is in use by another program (EADDRINUSE)`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("passwords at the tests' cheap cost in production, before anything is opened", async () => {
    const dataDir = join(scratch, 'never-made-either');
    const { code, output } = await failedStart({ NODE_ENV: 'production', ARGON2_TEST_COST: '1', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'The environment is not valid:\n' +
        '  - ARGON2_TEST_COST: lowers password hashing for tests only, and is refused when NODE_ENV is production (its default)',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it.skipIf(!olderNode)('an older Node, in one line', async () => {
    for (const script of ['apps/server/src/start-server.mjs', 'scripts/start.mjs']) {
      const run = spawnSync(olderNode!, [script], { cwd: root, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /^CrabClaw needs Node >= 24\.11, this is v\d+\.\d+\.\d+: start it with npm start[^\n]*\n$/,
      );
    }
  });

  it('an unknown database', async () => {
    const url = withDatabase(SUITE_POSTGRES!, (url) => (url.pathname = '/crabclaw_no_such_database'));
    const { code, output } = await failedStart({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toMatch(/PostgreSQL at [^ ]+:\d+: database "crabclaw_no_such_database" does not exist/);
  });

  it('an unknown role', async () => {
    const url = withDatabase(SUITE_POSTGRES!, (url) => (url.username = 'crabclaw_no_such_role'));
    const { code, output } = await failedStart({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toMatch(
      /PostgreSQL at [^ ]+:\d+: (role "crabclaw_no_such_role" does not exist|password authentication failed)/,
    );
  });
});
