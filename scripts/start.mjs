// `npm start`: build the web app when its sources changed since the last build (or it was never built),
// then run the server (migrates and sets the shop up on start).
import '../apps/server/src/node-version.mjs';
import '../apps/server/src/env-file.mjs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the web build is made from: after `git pull` or `npm ci` a change to any of them means a new build. */
const SOURCES = ['apps/web', 'packages/shared', 'package-lock.json'];
const NOT_SOURCES = new Set(['node_modules', 'dist']);
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

const fingerprint = sourcesFingerprint();
const built = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : undefined;
if (built !== fingerprint || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log(built ? 'Building the web app (its sources changed)...' : 'Building the web app (first start)...');
  // Quiet: the build's chunk table would bury the owner's first password; its output is shown when it fails.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (build.status !== 0) {
    console.error(`${build.stdout}${build.stderr}\nThe web app did not build (npm run build, above).`);
    process.exit(1);
  }
  writeFileSync(fingerprintFile, fingerprint);
}
await import('../apps/server/src/start-server.mjs');
