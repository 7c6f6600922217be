// How the catalogue's reads hold up as it grows (issue 12: p95 <= 20 ms at 100,000 products on PostgreSQL).
// One throwaway database grows to 1,000, 10,000 and 100,000 products (bench/generate-products.ts); at each
// size a fixed mix of storefront queries (search words from the demo vocabulary, category, price range, every
// sort, first and deep pages) calls the catalogue service's productPage straight against the database, one
// after another, uncached. Then the back office's product list (its search over name, English name,
// description, location, barcode and category) and the categories with their product counts, the same way.
// Prints figures only.
//
//   node bench/catalogue-scale.bench.ts
//
// BENCH_SIZES=1000,10000 changes the sizes, BENCH_QUERIES the storefront queries timed per size (default
// 1,000; the back office's list and the category counts get a fifth of that each), BENCH_KEEP_DATABASE=1
// keeps the database (its URL is printed) and BENCH_DATABASE_URL runs on such a kept database again (growing
// it to the sizes asked for). The PostgreSQL server is TEST_DATABASE_URL's, else
// postgres://postgres@127.0.0.1:5432/postgres.
import { loadavg } from 'node:os';
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  type AdminProductQuery,
  type ProductPageQuery,
  type ProductSort,
} from '@crabclaw/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { categories } from '../apps/server/src/db/schema/index.ts';
import { categoriesWithProductCount } from '../apps/server/src/modules/catalogue/category-service.ts';
import { adminProductPage } from '../apps/server/src/modules/catalogue/product-admin-service.ts';
import { productPage } from '../apps/server/src/modules/catalogue/product-service.ts';
import { createThrowawayDatabase, POSTGRES_SERVER_URL } from '../apps/server/src/test/throwaway-database.ts';
import { barcodeFor } from '../apps/server/src/seed/demo-catalogue.ts';
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

/** What staff type in the back office's product search: words of names, a place, a scanned barcode and its last digits, a category, two letters, a miss. */
const STAFF_SEARCHES = [
  'kepiting',
  'udang',
  'vaname',
  'bakau',
  'frozen',
  'sidoarjo',
  'kerang',
  barcodeFor(500),
  barcodeFor(500).slice(-5),
  'ud',
  'salmon',
];

/** One call to time, and the group its figures are reported under. */
interface TimedCall {
  group: string;
  run: () => Promise<unknown>;
}

async function storefrontCalls(db: Database, count: number): Promise<TimedCall[]> {
  return (await queryMix(db, count)).map(({ kind, depth, query }) => ({
    group: `${kind}, ${query.sort ?? 'id'}, ${depth} page`,
    run: () => productPage(db, query),
  }));
}

/** The back office's product list: mostly searched, sometimes within a category or a status, every sort, first pages mostly. */
async function backOfficeCalls(db: Database, count: number): Promise<TimedCall[]> {
  const random = randomSource(34);
  const categoryIds = [...(await categoryVocabulary(db)).keys()];
  return Array.from({ length: count }, () => {
    const search = random.next() < 0.8 ? random.pick(STAFF_SEARCHES) : undefined;
    const query: AdminProductQuery = {
      ...(search === undefined ? {} : { search }),
      ...(random.next() < 0.2 ? { categoryId: random.pick(categoryIds) } : {}),
      ...(random.next() < 0.1 ? { productStatus: random.pick(PRODUCT_STATUSES) } : {}),
      sort: random.pick(ADMIN_PRODUCT_SORTS),
      page: random.next() < 0.7 ? 1 : 2 + Math.floor(random.next() * 4),
      pageSize: random.pick([10, 10, 25, 50]),
    };
    return { group: search === undefined ? 'no search' : `search '${search}'`, run: () => adminProductPage(db, query) };
  });
}

const categoryCountCalls = (db: Database, count: number): TimedCall[] =>
  Array.from({ length: count }, () => ({
    group: 'categories with product counts',
    run: () => categoriesWithProductCount(db),
  }));

interface Timed {
  group: string;
  ms: number;
  cpuMs: number;
}

/**
 * Times the calls one at a time, in wall time and in CPU time (this process's and the database
 * backends', to the nanosecond): on a busy shared machine the wall time grows with everyone else's work,
 * while the CPU a query takes is about what it would take on a quiet one.
 */
async function timeCalls(url: string, calls: TimedCall[]): Promise<Timed[]> {
  for (const { run } of calls.slice(0, 100)) await run(); // warm-up: plans, buffers, V8
  const backends = await backendPids(url);
  const timed: Timed[] = [];
  for (const { group, run } of calls) {
    const cpuBefore = cpuMsOf(backends);
    const ownBefore = ownCpuMs();
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    timed.push({ group, ms, cpuMs: ownCpuMs() - ownBefore + cpuMsOf(backends) - cpuBefore });
  }
  return timed;
}

/** Wall and CPU percentiles of timed calls. */
function figuresOf(timed: Timed[]) {
  const cpu = latencies(timed.map((t) => t.cpuMs));
  return {
    queries: timed.length,
    ...latencies(timed.map((t) => t.ms)),
    'CPU p50': cpu.p50,
    'CPU p95': cpu.p95,
    'CPU p99': cpu.p99,
  };
}

/** The groups of calls, slowest CPU p95 first (at most `shown`). */
function slowestGroups(timed: Timed[], shown: number) {
  const groups = [...new Set(timed.map((t) => t.group))].map((group) => ({
    group,
    ...figuresOf(timed.filter((t) => t.group === group)),
  }));
  return Object.fromEntries(
    groups
      .sort((a, b) => b['CPU p95'] - a['CPU p95'])
      .slice(0, shown)
      .map(({ group, ...figures }) => [group, figures]),
  );
}

const load = () => loadavg()[0]!.toFixed(1);
// BENCH_DATABASE_URL: a database from an earlier run (BENCH_KEEP_DATABASE), grown further and kept.
const database = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, drop: async () => {} }
  : await createThrowawayDatabase(POSTGRES_SERVER_URL, 'scale');
const overall: Record<'storefront' | 'backOffice' | 'categories', Record<string, object>> = {
  storefront: {},
  backOffice: {},
  categories: {},
};
try {
  for (const size of SIZES) {
    const { added, ms } = await generateProducts(database.url, size);
    console.log(`\n${size} products (${added} generated in ${(ms / 1000).toFixed(1)} s); load average ${load()}`);
    const handle = await openDatabase({ url: database.url });
    const key = `${size} products`;
    try {
      const storefront = await timeCalls(database.url, await storefrontCalls(handle.db, QUERIES));
      overall.storefront[key] = { ...figuresOf(storefront), 'load average': load() };
      console.log('storefront: slowest kinds of query (kind, sort, page):');
      console.table(slowestGroups(storefront, 10));
      const backOffice = await timeCalls(database.url, await backOfficeCalls(handle.db, QUERIES / 5));
      overall.backOffice[key] = { ...figuresOf(backOffice), 'load average': load() };
      console.log('back office product list, by search:');
      console.table(slowestGroups(backOffice, STAFF_SEARCHES.length + 1));
      const counts = await timeCalls(database.url, categoryCountCalls(handle.db, QUERIES / 5));
      overall.categories[key] = { ...figuresOf(counts), 'load average': load() };
    } finally {
      await handle.close();
    }
  }
  const heading = 'uncached, one query at a time: wall ms, and CPU ms (bench process + PostgreSQL):';
  console.log(`\nstorefront productPage, ${heading}`);
  console.table(overall.storefront);
  const figures = Object.values(overall.storefront) as { p50: number; p95: number; p99: number }[];
  const [smallest, largest] = [figures[0], figures[figures.length - 1]];
  if (smallest && largest && SIZES.length > 1) {
    const growth = (key: 'p50' | 'p95' | 'p99') => (largest[key] / smallest[key]).toFixed(1);
    console.log(
      `from ${SIZES[0]} to ${SIZES[SIZES.length - 1]} products (x${SIZES[SIZES.length - 1]! / SIZES[0]!}): ` +
        `p50 x${growth('p50')}, p95 x${growth('p95')}, p99 x${growth('p99')}`,
    );
  }
  console.log(`\nback office adminProductPage, ${heading}`);
  console.table(overall.backOffice);
  console.log(`\ncategoriesWithProductCount, ${heading}`);
  console.table(overall.categories);
} finally {
  if (process.env.BENCH_KEEP_DATABASE || process.env.BENCH_DATABASE_URL) console.log(`kept ${database.url}`);
  else await database.drop();
}
