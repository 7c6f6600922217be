// How the storefront's product list holds up as the catalogue grows (issue 12: p95 <= 20 ms at 100,000
// products on PostgreSQL). One throwaway database grows to 1,000, 10,000 and 100,000 products
// (bench/generate-products.ts); at each size a fixed mix of storefront queries (search words from the demo
// vocabulary, category, price range, every sort, first and deep pages) calls the catalogue service's
// productPage straight against the database, one after another, uncached. Prints figures only.
//
//   node bench/catalogue-scale.bench.ts
//
// BENCH_SIZES=1000,10000 changes the sizes, BENCH_QUERIES the queries timed per size (default 1,000),
// BENCH_KEEP_DATABASE=1 keeps the database (its URL is printed) and BENCH_DATABASE_URL runs on such a kept
// database again (growing it to the sizes asked for). The PostgreSQL server is
// TEST_DATABASE_URL's, else postgres://postgres@127.0.0.1:5432/postgres.
import { loadavg } from 'node:os';
import { PRODUCT_SORTS, type ProductPageQuery, type ProductSort } from '@crabclaw/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { categories } from '../apps/server/src/db/schema/index.ts';
import { productPage } from '../apps/server/src/modules/catalogue/product-service.ts';
import { createThrowawayDatabase, POSTGRES_SERVER_URL } from '../apps/server/src/test/throwaway-database.ts';
import { DEMO_CATEGORIES } from '../apps/server/src/seed/demo-data.ts';
import { generateProducts, randomSource, type Random } from './generate-products.ts';
import { backendPids, cpuMsOf, latencies, ownCpuMs } from './measure.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1_000);

/**
 * What visitors type on the whole list: Indonesian and English words of the demo catalogue, a half-typed
 * word, a miss. Within a category they type words of that category's products.
 */
const SEARCH_WORDS = [
  'kepiting',
  'udang',
  'vaname',
  'lobster',
  'kerapu',
  'tuna',
  'cumi',
  'kerang',
  'beku',
  'hidup',
  'fillet',
  'bakau',
  'crab',
  'shrimp',
  'frozen',
  'live',
  'squid',
  'grouper',
  'mussel',
  'premium',
  'lampung',
  'ud',
  'kep',
  'salmon',
];
const PRICE_RANGES: [number, number][] = [
  [0, 50_000],
  [50_000, 150_000],
  [100_000, 300_000],
  [250_000, 1_000_000],
];
const PAGE_SIZES = [12, 12, 12, 12, 24, 36, 48];

type Kind = 'browse' | 'category' | 'search' | 'search+category' | 'price';
/** How often each kind of list is asked for, out of 100. */
const KIND_WEIGHTS: [Kind, number][] = [
  ['browse', 30],
  ['category', 25],
  ['search', 30],
  ['search+category', 5],
  ['price', 10],
];
type Depth = 'first' | 'near' | 'deep';

interface BenchQuery {
  kind: Kind;
  depth: Depth;
  query: ProductPageQuery;
}

/** Per category, the words of its demo products' names: what a visitor types while in that category. */
type Vocabulary = Map<number, string[]>;

async function categoryVocabulary(db: Database): Promise<Vocabulary> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const words = (category: string) => [
    ...new Set(
      (DEMO_CATEGORIES.find((demo) => demo.name === category)?.products ?? [])
        .flatMap(([name]) => name.toLowerCase().split(' '))
        .filter((word) => /^[a-z]{4,}$/.test(word)),
    ),
  ];
  return new Map(rows.map((row) => [row.id, words(row.name)]));
}

function filterOf(kind: Kind, random: Random, vocabulary: Vocabulary) {
  const categoryId = random.pick([...vocabulary.keys()]);
  const search = random.pick(SEARCH_WORDS);
  const [minPrice, maxPrice] = random.pick(PRICE_RANGES);
  switch (kind) {
    case 'browse':
      return {};
    case 'category':
      return { categoryId };
    case 'search':
      return { search };
    case 'search+category':
      return { search: random.pick(vocabulary.get(categoryId)!), categoryId };
    case 'price':
      return random.next() < 0.5 ? { minPrice, maxPrice } : { minPrice, maxPrice, categoryId };
  }
}

/**
 * The mix: mostly first pages, some of the next few, and some as deep as the storefront's pagination
 * reaches (its last page; for a search counted only up to the cap, page 10). Deep pages are found by
 * asking for the first page once, untimed.
 */
async function queryMix(db: Database, count: number): Promise<BenchQuery[]> {
  const random = randomSource(12);
  const vocabulary = await categoryVocabulary(db);
  const mix: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = random.weighted(KIND_WEIGHTS);
    const sort: ProductSort | undefined = random.next() < 0.4 ? undefined : random.pick(PRODUCT_SORTS);
    const pageSize = random.pick(PAGE_SIZES);
    const depth = random.weighted<Depth>([
      ['first', 60],
      ['near', 25],
      ['deep', 15],
    ]);
    const query: ProductPageQuery = { ...filterOf(kind, random, vocabulary), sort, pageSize, page: 1 };
    if (depth !== 'first') {
      const first = await productPage(db, query);
      const last = first.totalCountCapped ? 10 : Math.max(1, first.totalPages);
      query.page = depth === 'deep' ? last : Math.min(last, 2 + Math.floor(random.next() * 4));
    }
    mix.push({ kind, depth, query });
  }
  return mix;
}

const summary = (times: number[]) => ({ queries: times.length, ...latencies(times) });

/**
 * Times the mix one query at a time, in wall time and in CPU time (this process's and the database
 * backends', to the nanosecond): on a busy shared machine the wall time grows with everyone else's work,
 * while the CPU a query takes is about what it would take on a quiet one.
 */
async function timeMix(db: Database, url: string, mix: BenchQuery[]) {
  for (const { query } of mix.slice(0, 100)) await productPage(db, query); // warm-up: plans, buffers, V8
  const backends = await backendPids(url);
  const timed: { group: string; ms: number; cpuMs: number }[] = [];
  for (const { kind, depth, query } of mix) {
    const cpuBefore = cpuMsOf(backends);
    const ownBefore = ownCpuMs();
    const started = performance.now();
    await productPage(db, query);
    const ms = performance.now() - started;
    const cpuMs = ownCpuMs() - ownBefore + cpuMsOf(backends) - cpuBefore;
    timed.push({ group: `${kind}, ${query.sort ?? 'id'}, ${depth} page`, ms, cpuMs });
  }
  return timed;
}

/** The groups of queries by kind, sort and depth, slowest p95 first (the ten slowest). */
function slowestGroups(timed: { group: string; ms: number; cpuMs: number }[]) {
  const groups = [...new Set(timed.map((t) => t.group))].map((group) => {
    const members = timed.filter((t) => t.group === group);
    const cpu = latencies(members.map((t) => t.cpuMs));
    return { group, ...summary(members.map((t) => t.ms)), 'CPU p50': cpu.p50, 'CPU p95': cpu.p95 };
  });
  return Object.fromEntries(
    groups
      .sort((a, b) => b['CPU p95'] - a['CPU p95'])
      .slice(0, 10)
      .map(({ group, ...figures }) => [group, figures]),
  );
}

const load = () => loadavg()[0]!.toFixed(1);
// BENCH_DATABASE_URL: a database from an earlier run (BENCH_KEEP_DATABASE), grown further and kept.
const database = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, drop: async () => {} }
  : await createThrowawayDatabase(POSTGRES_SERVER_URL, 'scale');
const overall: Record<string, object> = {};
try {
  for (const size of SIZES) {
    const { added, ms } = await generateProducts(database.url, size);
    console.log(`\n${size} products (${added} generated in ${(ms / 1000).toFixed(1)} s); load average ${load()}`);
    const handle = await openDatabase({ url: database.url });
    try {
      const timed = await timeMix(handle.db, database.url, await queryMix(handle.db, QUERIES));
      const cpu = latencies(timed.map((t) => t.cpuMs));
      overall[`${size} products`] = {
        ...summary(timed.map((t) => t.ms)),
        'CPU p50': cpu.p50,
        'CPU p95': cpu.p95,
        'CPU p99': cpu.p99,
        'load average': load(),
      };
      console.log('slowest kinds of query (kind, sort, page):');
      console.table(slowestGroups(timed));
    } finally {
      await handle.close();
    }
  }
  console.log('\nproductPage, uncached, one query at a time: wall ms, and CPU ms (bench process + PostgreSQL):');
  console.table(overall);
  const figures = Object.values(overall) as { p50: number; p95: number; p99: number }[];
  const [smallest, largest] = [figures[0], figures[figures.length - 1]];
  if (smallest && largest && SIZES.length > 1) {
    const growth = (key: 'p50' | 'p95' | 'p99') => (largest[key] / smallest[key]).toFixed(1);
    console.log(
      `from ${SIZES[0]} to ${SIZES[SIZES.length - 1]} products (x${SIZES[SIZES.length - 1]! / SIZES[0]!}): ` +
        `p50 x${growth('p50')}, p95 x${growth('p95')}, p99 x${growth('p99')}`,
    );
  }
} finally {
  if (process.env.BENCH_KEEP_DATABASE || process.env.BENCH_DATABASE_URL) console.log(`kept ${database.url}`);
  else await database.drop();
}
