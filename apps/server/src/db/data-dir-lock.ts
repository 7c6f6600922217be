import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'crabclaw.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
  } catch {
    // Gone in the meantime, or not written by us: either way nobody we could wait for holds it.
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  // Our own pid in the file is a previous life of this process (a container's server is often pid 1 each time).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes this process the only one on an embedded database folder: PGlite does not lock it, and two
 * processes on one folder hand out the same order numbers and overwrite each other's writes. The lock file
 * names the holder's pid; a lock whose process is gone (killed with -9, crashed, machine restarted) is taken
 * over. It is released on close and when the process exits. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  // Written aside and linked into place, so a lock file is never seen half written.
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(owner));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readOwner(path);
      if (attempt > 0 || (holder && isRunning(holder.pid))) {
        const who = holder
          ? `process ${holder.pid} on ${holder.hostname}, running since ${holder.startedAt}`
          : 'another process';
        throw new Error(
          `DATA_DIR ${dataDir} is in use by ${who}. Stop it first: two servers on one embedded database lose orders. ` +
            `If no such process is running, delete ${path}.`,
        );
      }
      // A stale lock. Two processes taking it over in the same instant could both win; Node has no portable
      // file lock to close that gap, and the second attempt above refuses whoever loses a slower race.
      rmSync(path, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }

  const release = () => {
    if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
