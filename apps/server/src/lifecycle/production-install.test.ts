import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnCommand, type ServerProcess } from '../test/server-process.ts';
import { createThrowawayDatabase, SUITE_POSTGRES, type ThrowawayDatabase } from '../test/throwaway-database.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** The operator's PATH: the system's npm and Node, none of this checkout's node_modules. */
const systemPath = process.env
  .PATH!.split(delimiter)
  .filter((folder) => !folder.includes('node_modules'))
  .join(delimiter);
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/** The project's files as they are now (committed or not, never what .gitignore leaves out), in a new folder. */
function copyOfTheProject(): string {
  const folder = mkdtempSync(join(tmpdir(), 'crabclaw-install-'));
  execSync(`git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - | tar -xf - -C ${folder}`, {
    cwd: root,
    shell: '/bin/bash',
  });
  return folder;
}

// docs/deploying.md, steps 2 to 4, as an operator runs them: it downloads the production dependencies
// (from npm's cache when warm) and builds the web app, so it runs once per CI run, in its PostgreSQL pass.
describe.runIf(SUITE_POSTGRES)('the production install of docs/deploying.md', { timeout: 900_000 }, () => {
  // Made before the test, not while it is collected, which a skipped describe is too.
  let folder: string | undefined;
  let database: ThrowawayDatabase | undefined;
  let shop: ServerProcess | undefined;
  beforeAll(async () => {
    folder = copyOfTheProject();
    database = await createThrowawayDatabase(SUITE_POSTGRES!, 'install');
  }, 120_000);

  afterAll(async () => {
    // npm start runs the server as its child: the whole process group goes.
    if (shop?.child.pid && shop.child.exitCode === null) process.kill(-shop.child.pid, 'SIGKILL');
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, 120_000);

  it('installs without development tools, starts an empty shop on PostgreSQL and prints its first owner', async () => {
    const env = { PATH: systemPath, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR };
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: folder,
      env,
      encoding: 'utf8',
    });
    expect(install.status, install.stderr).toBe(0);
    writeFileSync(
      join(folder!, '.env'),
      `DATABASE_URL=${database!.url}\nHOST=127.0.0.1\nPORT=0\nMETRICS_TOKEN=${'m'.repeat(32)}\n`,
    );

    shop = spawnCommand('npm', ['start'], { cwd: folder, env, detached: true });
    const [, url] = await shop.waitFor(LISTENING);
    const [, password] = await shop.waitFor(/password: (\S+)/);
    const output = shop.output();
    expect(output).toContain('started without demo data');
    // The build is quiet: no chunk table buries the owner's block.
    expect(output).not.toMatch(/\.js\s+[\d.]+ kB/);
    // The password is on the terminal once, in the block, and in no log line.
    expect(output.split(password!)).toHaveLength(2);

    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const products = await fetch(`${url}/api/Product/paginated?page=1&pageSize=1`);
    expect(((await products.json()) as { totalCount: number }).totalCount).toBe(0);
    const signIn = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password }),
    });
    expect(signIn.status).toBe(200);
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${'m'.repeat(32)}` } });
    expect(await metrics.text()).toContain('crabclaw_orders_paid_total 0');

    // As systemd stops a unit: SIGTERM to each of its processes (npm does not pass it on to the server).
    process.kill(-shop.child.pid!, 'SIGTERM');
    await shop.exited;
    expect(shop.output()).toContain('"msg":"closed"');
  });
});
