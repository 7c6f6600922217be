// The shop as the benches run it: `npm start`'s own command line (package.json: Node's own type stripping,
// no transpiler, its V8 settings), on a database the bench chooses, with a clean environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase, reachablePostgres } from '../apps/server/src/test/throwaway-database.ts';
import { cpuMs, listeningSockets } from './measure.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The arguments `npm start` gives Node (package.json's start script), run here with this same Node. */
function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [program, ...args] = scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`npm start runs ${program}, not node: teach bench/shop-process.ts`);
  return args;
}

/** Where a bench's shop keeps its data: a temp folder for the embedded database, or a PostgreSQL database. */
export interface ShopDatabase {
  kind: 'embedded' | 'postgres';
  /** DATA_DIR or DATABASE_URL, as the shop reads it. */
  env: Record<string, string>;
  /** Removes the folder or drops the database. */
  remove(): Promise<void>;
}

/** The benches measure the demo shop, on either database (the shop seeds it by default only on the embedded one). */
const DEMO = { SEED_DEMO: '1' };

/** A new embedded database in a temp folder (created and seeded by the shop's first start). */
export function embeddedDatabase(): ShopDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'crabclaw-bench-'));
  return {
    kind: 'embedded',
    env: { DATA_DIR: dataDir, ...DEMO },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new PostgreSQL database on the server at `serverUrl` (created here, migrated and seeded by the shop). */
export async function postgresDatabase(serverUrl: string): Promise<ShopDatabase> {
  const database = await createThrowawayDatabase(serverUrl, 'bench');
  return {
    kind: 'postgres',
    env: { DATABASE_URL: database.url, ...DEMO },
    remove: async () => {
      await database.drop();
    },
  };
}

/** PostgreSQL server a bench makes its database on (BENCH_DATABASE_URL); the database is dropped afterwards. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `bench` on a new embedded database, then on a new PostgreSQL database when the server at POSTGRES_URL
 * answers (else says it was skipped); each database is removed afterwards.
 */
export async function onBothDatabases(bench: (database: ShopDatabase) => Promise<void>): Promise<void> {
  const embedded = embeddedDatabase();
  try {
    await bench(embedded);
  } finally {
    await embedded.remove();
  }
  if (!(await reachablePostgres(POSTGRES_URL))) {
    console.log(`\n## PostgreSQL: not reachable at ${POSTGRES_URL} (BENCH_DATABASE_URL), skipped`);
    return;
  }
  const postgres = await postgresDatabase(POSTGRES_URL);
  try {
    await bench(postgres);
  } finally {
    await postgres.remove();
  }
}

export interface ShopProcess {
  url: string;
  pid: number;
  /** From spawning the process to the first 200 of GET /api/health. */
  readyMs: number;
  /** The CPU time the process had used by then, and its main thread: what the start costs whatever else runs. */
  readyCpuMs: { all: number; main: number };
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the shop on `port` and resolves once it listens there and /api/health answers 200 (a first start on
 * an empty database also migrates and seeds it; listening is its last step). `env` adds settings; with
 * REUSE_PORT=1 the port may already hold other shops' sockets. stderr is shown, stdout is not.
 */
export async function startShop(
  database: ShopDatabase,
  port: number,
  env: Record<string, string> = {},
  timeoutMs = 300_000,
): Promise<ShopProcess> {
  // Counted first, so a server already on the port is never taken for this one.
  const listenersBefore = listeningSockets(port);
  if (listenersBefore > 0 && env.REUSE_PORT !== '1') throw new Error(`port ${port} is taken (BENCH_PORT moves it)`);
  const { PATH, HOME, TMPDIR } = process.env;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, startArguments(), {
    cwd: root,
    env: { PATH, HOME, TMPDIR, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...database.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  while (listeningSockets(port) === listenersBefore || !(await healthy(url))) {
    if (child.exitCode !== null || performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the shop on ${database.kind} did not become ready (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    url,
    pid: child.pid!,
    readyMs: performance.now() - started,
    readyCpuMs: { all: cpuMs(child.pid!), main: cpuMs(child.pid!, 'main') },
    stop,
  };
}
