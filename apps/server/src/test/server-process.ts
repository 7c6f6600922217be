import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../db/client.ts';
import { insertCategory } from './fixtures.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

const running = new Set<() => Promise<void>>();

/** Stops every server this test worker started and has not stopped, including those still starting. */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

export interface ServerProcess {
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
 * Starts the real server (main.ts) in its own process on a free port and resolves once it listens: it waits
 * for the "listening" log line, not for a time. `dataDir` (from prepareShopDatabase) is removed on stop.
 */
export async function startServerProcess(env: Record<string, string>, dataDir?: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...(dataDir && { DATA_DIR: dataDir }),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  running.add(stop);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

/** A fresh PostgreSQL database for processes to share; `drop` removes it (and ends their connections). */
export async function createScratchDatabase(serverUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
