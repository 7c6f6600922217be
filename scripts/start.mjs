// `npm start`: build the web app when its sources changed since the last build (or it was never built),
// then run the server (migrates and sets the shop up on start).
import '../apps/server/src/node-version.mjs';
import '../apps/server/src/env-file.mjs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the web build is made from: after `git pull` or `npm ci` a change to any of them means a new build. */
const SOURCES = ['apps/web', 'packages/shared', 'package-lock.json'];
const NOT_SOURCES = new Set(['node_modules', 'dist', '.build-lock']);
const fingerprintFile = join(root, 'apps/web/dist/.sources-fingerprint');

/** The file at `path`, or every file under it but NOT_SOURCES. */
function filesOf(path) {
  if (!statSync(join(root, path)).isDirectory()) return [path];
  return readdirSync(join(root, path))
    .filter((name) => !NOT_SOURCES.has(name))
    .flatMap((name) => filesOf(`${path}/${name}`));
}

/** A hash of every source file's path and bytes: about 2 MB, read in milliseconds at each start. */
function sourcesFingerprint() {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap(filesOf).sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

const indexFile = join(root, 'apps/web/dist/index.html');
/** Whether the web build was made from the sources as they are now. */
const builtFrom = (fingerprint) =>
  existsSync(indexFile) && existsSync(fingerprintFile) && readFileSync(fingerprintFile, 'utf8') === fingerprint;

function build(fingerprint) {
  console.log(existsSync(indexFile) ? 'Building the web app (its sources changed)...' : 'Building the web app...');
  // Quiet: the build's chunk table would bury the owner's first password; its output is shown when it fails.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (build.status !== 0) {
    console.error(`${build.stdout}${build.stderr}\nThe web app did not build (npm run build, above).`);
    process.exit(1);
  }
  writeFileSync(fingerprintFile, fingerprint);
}

// Several processes started together (systemd instances after an upgrade) build once: the first takes the
// lock (a folder: creating one is atomic) and builds, the others wait for it and find the build current.
const lock = join(root, 'apps/web/.build-lock');
const LOCK_TAKEN_MS = 10_000;

/** Whether the lock's holder still runs; a lock just taken has no pid yet and counts as held for a while. */
function lockHeld() {
  try {
    process.kill(Number(readFileSync(join(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    if (error.code === 'EPERM') return true;
    const takenAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    return error.code === 'ENOENT' && takenAt !== undefined && Date.now() - takenAt < LOCK_TAKEN_MS;
  }
}

async function takeBuildLock() {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockHeld()) await new Promise((resolve) => setTimeout(resolve, 250));
      else rmSync(lock, { recursive: true, force: true });
    }
  }
}

const fingerprint = sourcesFingerprint();
if (!builtFrom(fingerprint)) {
  await takeBuildLock();
  try {
    if (!builtFrom(fingerprint)) build(fingerprint);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
await import('../apps/server/src/start-server.mjs');
