// Backups of the embedded database (decision 022). PGlite belongs to one process, so while the shop runs the
// backup command asks it, through a Unix socket in DATA_DIR that only the shop's user can open, for a snapshot;
// when no shop runs, the command opens DATA_DIR itself. A snapshot is PGlite's own tarball of its data folder.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { lockDataDir, LOCK_FILE } from './data-dir-lock.ts';

const SOCKET_FILE = 'crabclaw-backup.sock';

export interface Snapshot {
  /** The gzipped tarball of the data folder, as PGlite's dumpDataDir writes it and loadDataDir reads it. */
  tarball: Buffer;
  /** How long the shop's queries waited for it. */
  pausedMs: number;
}

const socketPath = (dataDir: string) => join(resolve(dataDir), SOCKET_FILE);

/**
 * Copies the data folder at a moment when no transaction is open. PGlite runs one statement at a time under
 * its query lock, and a transaction holds its transaction lock from BEGIN to COMMIT; dumpDataDir takes only
 * the query lock, so on its own it could copy the folder between two statements of an order being placed, and
 * the restored database would lack that order. Called inside a transaction of its own, it runs once every
 * other transaction has ended and keeps new ones (and every query, which takes the same lock) waiting until
 * the copy is made. A CHECKPOINT first writes every committed change into the table files, so the copy opens
 * without replaying the write-ahead log. Compression happens after the locks are released.
 */
async function snapshotOf(pglite: PGlite): Promise<Snapshot> {
  let pausedMs = 0;
  const tar = await pglite.transaction(async (tx) => {
    const started = performance.now();
    await tx.exec('CHECKPOINT');
    const copy = await pglite.dumpDataDir('none');
    pausedMs = performance.now() - started;
    return copy;
  });
  const tarball = await promisify(gzip)(new Uint8Array(await tar.arrayBuffer()));
  return { tarball, pausedMs };
}

/**
 * Lets the backup command ask this shop for snapshots of its embedded database (nothing on PostgreSQL): a
 * Unix socket in DATA_DIR, created readable and writable by this process's user alone. The answer is one
 * JSON line (`{ bytes, pausedMs }` or `{ error }`), then the tarball's bytes. Returns what stops it (on exit).
 */
export function serveBackupsFor(
  database: DatabaseHandle,
  dataDir: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): () => void {
  const { pglite } = database;
  if (!pglite) return () => {};
  const path = socketPath(dataDir);
  const listen = () => {
    if (server.listening) return;
    // The socket file is created inside listen(), with the umask's permissions: 0600 from the start.
    const umask = process.umask(0o177);
    try {
      server.listen(path);
    } finally {
      process.umask(umask);
    }
  };
  const server = createServer((socket) => {
    socket.on('error', (error) => log.warn(`a backup was not delivered: ${error.message}`));
    // PGlite's copy of its folder fails on a socket file in it (it reads each entry as a file or a folder), so
    // the socket leaves the folder (close() unlinks it) until the copy is made: one backup at a time.
    server.close();
    snapshotOf(pglite)
      .finally(listen)
      .then(
        ({ tarball, pausedMs }) => {
          socket.write(`${JSON.stringify({ bytes: tarball.length, pausedMs })}\n`);
          socket.end(tarball);
          log.info(`wrote a backup of ${tarball.length} bytes; queries waited ${Math.round(pausedMs)} ms for it`);
        },
        (error: unknown) => {
          // PGlite's file errors are Emscripten's ErrnoError { errno }, with no message of their own.
          const message = error instanceof Error ? error.message : JSON.stringify(error);
          socket.end(`${JSON.stringify({ error: message })}\n`);
          log.error(`a backup failed: ${message}`);
        },
      );
  });
  server.on('error', (error) => log.warn(`backups of the running shop are off: ${path}: ${error.message}`));
  // This process holds DATA_DIR's lock, so a socket there was left by a killed shop.
  rmSync(path, { force: true });
  listen();
  const stop = () => {
    server.close();
    rmSync(path, { force: true });
  };
  process.once('exit', stop);
  return stop;
}

/** Reads the shop's answer: its header line, then exactly the bytes it announced. */
function parseAnswer(answer: Buffer): Snapshot {
  const end = answer.indexOf('\n');
  if (end < 0) throw new Error('The running shop stopped before it answered: try again.');
  const header = JSON.parse(answer.subarray(0, end).toString()) as
    { bytes: number; pausedMs: number } | { error: string };
  if ('error' in header) throw new Error(`The running shop could not write the backup: ${header.error}`);
  const tarball = answer.subarray(end + 1);
  if (tarball.length !== header.bytes) {
    throw new Error(`The running shop sent ${tarball.length} of ${header.bytes} bytes and stopped: try again.`);
  }
  return { tarball, pausedMs: header.pausedMs };
}

/** The running shop's snapshot of its DATA_DIR; undefined when no shop listens there. */
export function snapshotFromShop(dataDir: string): Promise<Snapshot | undefined> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = createConnection(socketPath(dataDir), () => (connected = true));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      try {
        resolvePromise(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const nobodyThere = !connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED');
      if (nobodyThere) resolvePromise(undefined);
      else reject(error);
    });
  });
}

/** A snapshot of a DATA_DIR no shop runs on, opened (and locked) for the time it takes. */
export async function snapshotOfDataDir(dataDir: string): Promise<Snapshot> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`DATA_DIR ${resolve(dataDir)} holds no database.`);
  const database = await openDatabase({ dataDir });
  try {
    // Left by a shop that was killed; this process holds DATA_DIR's lock now.
    rmSync(socketPath(dataDir), { force: true });
    return await snapshotOf(database.pglite!);
  } finally {
    await database.close();
  }
}

/**
 * Loads a snapshot into DATA_DIR: an empty or missing folder, or with `replace` one holding a database,
 * whose files are deleted first. Holds DATA_DIR's lock throughout, so a running shop refuses it.
 */
export async function restoreDataDir(dataDir: string, tarball: Buffer, replace: boolean): Promise<void> {
  const path = resolve(dataDir);
  mkdirSync(path, { recursive: true });
  const release = lockDataDir(path);
  try {
    const entries = readdirSync(path).filter((name) => name !== LOCK_FILE);
    if (entries.length > 0 && !entries.includes('PG_VERSION')) {
      throw new Error(`DATA_DIR ${path} holds files that are not a database: restore into an empty folder.`);
    }
    if (entries.length > 0 && !replace) {
      throw new Error(
        `DATA_DIR ${path} already holds a database: restore into an empty folder, or add --force to replace it.`,
      );
    }
    for (const name of entries) rmSync(join(path, name), { recursive: true, force: true });
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    const loadDataDir = new Blob([new Uint8Array(tarball)], { type: 'application/x-gzip' });
    await (await PGlite.create(path, { loadDataDir, extensions: { pg_trgm } })).close();
  } finally {
    // The snapshot brought the old shop's lock file, naming a process that is not this one.
    rmSync(join(path, LOCK_FILE), { force: true });
    release();
  }
}
