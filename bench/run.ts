// `npm run bench`: runs every benchmark, each `bench/*.bench.ts` in turn in its own process, and prints what
// they print. A new benchmark plugs in by its file name. Figures only: a benchmark never fails on a time.
//
//   npm run bench                          every benchmark
//   npm run bench -- catalogue-throughput  the ones whose names contain a word (or: node bench/<name>.bench.ts)
//
// Benchmarks run on Node's own type stripping, as the shop does (decision 013): import with the .ts extension.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const words = process.argv.slice(2);
const benches = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => words.length === 0 || words.some((word) => file.includes(word)))
  .sort();
if (benches.length === 0) console.log(`no bench/*.bench.ts matches ${words.join(' ')}`);

const failed: string[] = [];
for (const file of benches) {
  console.log(`\n=== bench/${file}`);
  const { status } = spawnSync(process.execPath, [`bench/${file}`], { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed.push(file);
}
// A benchmark that could not run (no build, a port taken) is reported; the others' figures still count.
if (failed.length > 0) {
  console.error(`\nnot completed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
