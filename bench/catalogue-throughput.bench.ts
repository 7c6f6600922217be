// The shop's start, memory and catalogue reads (issue 12), on the embedded database and, when reachable,
// on PostgreSQL. For each: the shop started as `npm start` does on an existing database (ready time, the
// median of BENCH_STARTS starts), resident memory idle and under load, then each catalogue read at 50
// connections against a bare node:http server answering the same bytes with the same content-type and
// content-encoding (asked with a browser's accept-encoding), and on PostgreSQL the same reads with one and
// with two processes sharing the port (REUSE_PORT=1). Prints figures and the goals beside them; asserts none.
//
//   node bench/catalogue-throughput.bench.ts        (or: npm run bench -- catalogue-throughput)
//
// BENCH_DURATION seconds per run (default 10), BENCH_STARTS (default 3), BENCH_PORT (default 3901; the bare
// server and the two processes use the next two ports), BENCH_DATABASE_URL: the PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/postgres), where a database is made for the run and dropped.
import { cpus, loadavg } from 'node:os';
import {
  BROWSER_HEADERS,
  getRaw,
  load,
  median,
  peakResidentMb,
  ratio,
  residentMb,
  sleep,
  startBareServer,
  type RawAnswer,
  type Throughput,
} from './measure.ts';
import { onBothDatabases, startShop, type ShopDatabase, type ShopProcess } from './shop-process.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3901);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
/** How long a started shop is left alone before its idle memory is read (V8 finishes compiling meanwhile). */
const SETTLE_MS = 5_000;
const GOALS = {
  ready: 'ready <= 1.5 s on an existing database',
  memory: 'resident <= 200 MB under the catalogue load on PostgreSQL (embedded reported beside it)',
  reads: 'each read >= 0.6 of the bare server, p99 <= 20 ms, on both databases',
};

/** The catalogue reads of issue 12, with a product slug taken from the list itself. */
async function catalogueReads(shopUrl: string): Promise<Record<string, string>> {
  const list = '/api/Product/paginated?page=1&pageSize=12';
  const page = (await (await fetch(`${shopUrl}${list}`)).json()) as {
    data: { slug: string; category: { slug: string } }[];
  };
  const product = page.data[0];
  if (!product) throw new Error('the catalogue is empty');
  return {
    'paginated list': list,
    'product by slug': `/api/Product/by-slug/${product.category.slug}/${product.slug}`,
    categories: '/api/CrabClawCategories',
    'active banners': '/api/Banner/active',
    'general parameters': '/api/general',
  };
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/** Starts the shop STARTS times on its (already seeded) database; the last one is left running. */
async function measureStarts(database: ShopDatabase) {
  const readyMs: number[] = [];
  const cpuMs: number[] = [];
  const mainThreadMs: number[] = [];
  let shop: ShopProcess | undefined;
  for (let start = 0; start < STARTS; start++) {
    await shop?.stop();
    shop = await startShop(database, PORT);
    readyMs.push(shop.readyMs);
    cpuMs.push(shop.readyCpuMs.all);
    mainThreadMs.push(shop.readyCpuMs.main);
  }
  return { shop: shop!, readyMs, cpuMs, mainThreadMs };
}

/** Each read against the shop, then against the bare server with the same bytes; peak memory meanwhile. */
async function compareWithBare(shop: ShopProcess, reads: Record<string, string>) {
  const answers: Record<string, RawAnswer> = {};
  for (const path of Object.values(reads)) {
    answers[path] = await getRaw(`${shop.url}${path}`, BROWSER_HEADERS);
    if (answers[path].status !== 200) throw new Error(`GET ${path} answered ${answers[path].status}`);
  }
  const bare = await startBareServer(PORT + 1, answers);
  const rows: Record<string, Record<string, number | string>> = {};
  let peakMb = 0;
  try {
    for (const [name, path] of Object.entries(reads)) {
      const measured = await peakResidentMb([shop.pid], load(`${shop.url}${path}`, BROWSER_HEADERS, 2));
      peakMb = Math.max(peakMb, measured.peakMb);
      const ours: Throughput = measured.result;
      const baseline = await load(`${bare.url}${path}`, BROWSER_HEADERS, 2);
      const answer = answers[path]!;
      rows[name] = {
        bytes: `${answer.body.length} ${answer.headers['content-encoding'] ?? 'identity'}`,
        'req/s': ours['req/s'],
        'p50 ms': ours['p50 ms'],
        'p99 ms': ours['p99 ms'],
        'bare req/s': baseline['req/s'],
        'bare p99 ms': baseline['p99 ms'],
        'ours/bare': ratio(ours['req/s'], baseline['req/s']),
        errors: ours.errors + baseline.errors,
      };
    }
  } finally {
    await bare.stop();
  }
  return { rows, peakMb };
}

/** The same reads with two processes on one port (PostgreSQL), beside the one-process figures. */
async function compareProcesses(
  database: ShopDatabase,
  reads: Record<string, string>,
  single: Record<string, Record<string, number | string>>,
) {
  const port = PORT + 2;
  const shops = [];
  try {
    for (let i = 0; i < 2; i++) shops.push(await startShop(database, port, { REUSE_PORT: '1' }));
    await sleep(SETTLE_MS);
    const rows: Record<string, Record<string, number>> = {};
    let peakMb = 0;
    for (const [name, path] of Object.entries(reads)) {
      const url = `http://127.0.0.1:${port}${path}`;
      const measured = await peakResidentMb(
        shops.map((shop) => shop.pid),
        load(url, BROWSER_HEADERS, 2),
      );
      peakMb = Math.max(peakMb, measured.peakMb);
      const one = Number(single[name]!['req/s']);
      rows[name] = {
        'one process req/s': one,
        'two processes req/s': measured.result['req/s'],
        'two p99 ms': measured.result['p99 ms'],
        'two/one': ratio(measured.result['req/s'], one),
      };
    }
    return { rows, peakMb };
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
  }
}

/** The machine's load: on a shared machine the other work shows in every figure but the CPU time. */
const loadAverage = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;

async function benchDatabase(database: ShopDatabase) {
  console.log(`\n## ${database.kind} database (${loadAverage()})`);
  const first = await startShop(database, PORT);
  console.log(`first start (migrates and seeds the demo catalogue): ${seconds(first.readyMs)} s`);
  await first.stop();

  const { shop, readyMs, cpuMs, mainThreadMs } = await measureStarts(database);
  try {
    await sleep(SETTLE_MS);
    const idleMb = residentMb(shop.pid);
    const reads = await catalogueReads(shop.url);
    const { rows, peakMb } = await compareWithBare(shop, reads);
    const afterMb = residentMb(shop.pid);
    console.log(
      `ready on the existing database: ${seconds(median(readyMs))} s (${readyMs.map(seconds).join(', ')}; ${GOALS.ready}); ` +
        `CPU by then ${seconds(median(cpuMs))} s, ${seconds(median(mainThreadMs))} s of it on the main thread`,
    );
    console.log(
      `resident memory: ${idleMb} MB idle, ${peakMb} MB at most under load, ${afterMb} MB after it (${GOALS.memory})`,
    );
    console.log(`catalogue reads, ${process.env.BENCH_DURATION ?? 10} s each at 50 connections (${GOALS.reads}):`);
    console.table(rows);
    if (database.kind !== 'postgres') return;
    await shop.stop();
    const processes = await compareProcesses(database, reads, rows);
    console.log(
      `one and two processes on one port (REUSE_PORT=1; ${loadAverage()}); ${processes.peakMb} MB at most per process:`,
    );
    console.table(processes.rows);
  } finally {
    await shop.stop();
  }
}

console.log(
  `# catalogue: start, memory and reads (Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()})`,
);
await onBothDatabases(benchDatabase);
