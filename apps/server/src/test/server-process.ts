import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseTarget } from '../db/client.ts';
import { insertCategory } from './fixtures.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

const running = new Set<ChildProcess>();
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

const stoppable = new Set<() => Promise<void>>();

/** Stops every server startServerProcess started and nobody stopped, including those still starting. */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...stoppable].map((stop) => stop()));
}

export interface StoppableServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A migrated database holding one category, so a server started on it skips the demo seed (which takes
 * most of a minute on a busy machine). Without a URL: a new embedded database in a temp folder.
 */
export async function prepareShopDatabase(url?: string): Promise<string> {
  const target: DatabaseTarget = url ? { url } : { dataDir: mkdtempSync(join(tmpdir(), 'crabclaw-process-')) };
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    await insertCategory(handle.db, { name: 'Kepiting' });
  } finally {
    await handle.close();
  }
  return 'url' in target ? target.url : target.dataDir!;
}

/**
 * Starts the real server on `env` (and `dataDir`, from prepareShopDatabase, removed on stop) and resolves
 * once it listens; `stop` ends it with SIGTERM, as a process manager would.
 */
export async function startServerProcess(env: Record<string, string>, dataDir?: string): Promise<StoppableServer> {
  const server = spawnServer({ ...env, ...(dataDir && { DATA_DIR: dataDir }) });
  const stop = async () => {
    stoppable.delete(stop);
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await server.exited;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  stoppable.add(stop);
  try {
    const [, url] = await server.waitFor(LISTENING);
    return { url: url!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A `node apps/server/src/start-server.mjs` process, as `npm start` runs it, with everything it printed. */
export interface ServerProcess {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match in the output; rejects, showing the output, if the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts the server with `env` and nothing of the caller's settings (no DATABASE_URL, REDIS_URL, OWNER_...). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const { PATH, HOME, TMPDIR } = process.env;
  return spawnCommand(process.execPath, ['apps/server/src/start-server.mjs'], {
    cwd: root,
    env: { PATH, HOME, TMPDIR, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
  });
}

/** Runs a command that starts the server (`npm start` in a folder of its own, say) and collects its output. */
export function spawnCommand(command: string, args: string[], options: SpawnOptions): ServerProcess {
  const child = spawn(command, args, { ...options, stdio: 'pipe' });
  running.add(child);
  let output = '';
  let closed = false;
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    // 'close' comes after 'exit' and after the last output has been read from the pipes.
    child.once('close', (code) => {
      running.delete(child);
      closed = true;
      // Settled before waitFor() rejects, so a race between the two sees the exit.
      resolve(code);
      for (const listener of listeners) listener();
    });
  });
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          listeners.delete(check);
          resolve(match);
        } else if (closed) {
          listeners.delete(check);
          reject(new Error(`the server ended before printing ${pattern}:\n${output}`));
        }
      };
      listeners.add(check);
      check();
    });
  return { child, output: () => output, waitFor, exited };
}

/** Starts the server and waits until it listens; returns it with its base URL. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess & { url: string }> {
  const server = spawnServer(env);
  const [, url] = await server.waitFor(LISTENING);
  return { ...server, url: url! };
}

/** Kills the servers still running (call it in afterAll): a failed test must not leave them behind. */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}

/** The first owner a started server creates from its environment (OWNER_USERNAME, OWNER_PASSWORD). */
export const SERVER_OWNER = { OWNER_USERNAME: 'pemilik', OWNER_PASSWORD: 'rahasia-toko-123' };

/** Signs SERVER_OWNER in on a started server; reads its API with that session. */
export async function signedInOwner(url: string): Promise<(path: string) => Promise<Response>> {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SERVER_OWNER.OWNER_USERNAME, password: SERVER_OWNER.OWNER_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`the owner could not sign in: ${login.status}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  return (path) => fetch(`${url}${path}`, { headers: { cookie } });
}
