// npm run bench: throughput of the product list API against a bare node:http server that answers the
// same bytes, both in their own process, measured with autocannon over loopback. Prints figures only;
// the target (ratio >= 0.6) belongs to a later issue, and timings never become test assertions.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PATH = '/api/Product/paginated?page=1&pageSize=12';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const SHOP_PORT = 3901;
const BARE_PORT = 3902;

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'crabclaw-bench-'));
const shop = start(['--import', 'tsx', 'apps/server/src/main.ts'], {
  PORT: String(SHOP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
let bare: ChildProcess | undefined;
try {
  const shopUrl = `http://127.0.0.1:${SHOP_PORT}${PATH}`;
  await waitFor(shopUrl);
  const response = await fetch(shopUrl);
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  bare = start(
    [
      '-e',
      `const body = Buffer.from(${JSON.stringify(body)}, 'base64');
      require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }); res.end(body); }).listen(${BARE_PORT}, '127.0.0.1');`,
    ],
    {},
  );
  const bareUrl = `http://127.0.0.1:${BARE_PORT}${PATH}`;
  await waitFor(bareUrl);

  console.log(
    `GET ${PATH}: ${CONNECTIONS} connections, ${DURATION} s each, ${Buffer.from(body, 'base64').length} bytes per answer`,
  );
  await autocannon({ url: shopUrl, connections: CONNECTIONS, duration: 3 }); // warm-up: JIT, pool, caches
  const ours = await measure(shopUrl);
  const baseline = await measure(bareUrl);
  console.table({ crabclaw: ours, 'bare node:http': baseline });
  console.log(`ratio ours/bare (requests/s): ${(ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
} finally {
  shop.kill('SIGTERM');
  bare?.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
