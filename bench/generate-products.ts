// Fills a throwaway PostgreSQL database with N products for the scale benches (issue 12): the demo shop
// first (categories, banners, parameters and the 65 demo products with their drawn pictures), then
// products made from the demo catalogue's vocabulary until the shop holds N. Each generated product
// shares the picture of the demo product it is made from, so 100,000 products cost no rendering.
//
//   node bench/generate-products.ts 100000 [postgres://.../database]
//
// Without a URL it creates a new database on TEST_DATABASE_URL's server (else the local one), prints its
// URL and leaves it for you to use and drop. Called again on the same database it adds up to the new N.
import { count, inArray, sql } from 'drizzle-orm';
import { sellingPrice, slugify, type ProductStatus } from '@crabclaw/shared';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema/index.ts';
import { barcodeFor, seedDemoCatalogue } from '../apps/server/src/seed/demo-catalogue.ts';
import { DEMO_CATEGORIES } from '../apps/server/src/seed/demo-data.ts';
import { DEMO_PRODUCT_ENGLISH } from '../apps/server/src/seed/demo-english.ts';
import { createThrowawayDatabase, POSTGRES_SERVER_URL } from '../apps/server/src/test/throwaway-database.ts';

type Template = typeof products.$inferSelect;
type NewProduct = typeof products.$inferInsert;

/** [Indonesian, English] words a supplier puts after a product's name to tell its lots apart. */
const GRADES: [string, string][] = [
  ['Premium', 'Premium'],
  ['Kualitas Ekspor', 'Export Grade'],
  ['Pilihan', 'Choice'],
  ['Super', 'Super'],
  ['Grade A', 'Grade A'],
  ['Ekonomis', 'Value'],
  ['Kelas Restoran', 'Restaurant Grade'],
  ['Tangkapan Nelayan', 'Day Boat'],
];

/** Where the catalogue's products come from (the demo's own locations). */
const ORIGINS = [
  ...new Set(DEMO_CATEGORIES.flatMap((category) => category.products.map((product) => product[9]))),
].sort();

/** How often each status occurs: most products are on sale, some sold out, a few discontinued. */
const STATUS_WEIGHTS: [ProductStatus, number][] = [
  ['Fresh', 0.45],
  ['Available', 0.35],
  ['Out of Stock', 0.12],
  ['Discontinued', 0.08],
];

const BATCH = 10_000;

/** The columns the generator writes, with their PostgreSQL types: each batch is one INSERT ... unnest(arrays). */
const WRITTEN: [keyof NewProduct & keyof typeof products._.columns, string][] = [
  ['categoryId', 'int4'],
  ['name', 'text'],
  ['nameEn', 'text'],
  ['slug', 'text'],
  ['description', 'text'],
  ['descriptionEn', 'text'],
  ['status', 'text'],
  ['saleUnit', 'text'],
  ['handling', 'text'],
  ['originalPrice', 'int4'],
  ['discountPrice', 'int4'],
  ['price', 'int4'],
  ['weight', 'float8'],
  ['rating', 'float8'],
  ['totalSold', 'int4'],
  ['location', 'text'],
  ['stock', 'int4'],
  ['barcode', 'text'],
  ['isPopular', 'bool'],
  ['imageId', 'text'],
];

/** One statement for a whole batch: ten thousand rows cost the database one parse and the bench no query building. */
function insertBatch(rows: NewProduct[]) {
  const columns = sql.join(
    WRITTEN.map(([key]) => sql.identifier(products[key].name)),
    sql`, `,
  );
  const arrays = sql.join(
    WRITTEN.map(([key, type]) => sql`${sql.param(rows.map((row) => row[key] ?? null))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into ${products} (${columns}) select * from unnest(${arrays})`;
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers on every run. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (min: number, max: number) => min + next() * (max - min);
  /** One of the choices, each as likely as its weight says (weights need not add up to 1). */
  const weighted = <T>(choices: readonly [T, number][]): T => {
    let roll = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [choice, weight] of choices) {
      roll -= weight;
      if (roll < 0) return choice;
    }
    return choices[choices.length - 1]![0];
  };
  return { next, pick, between, weighted };
}
export type Random = ReturnType<typeof randomSource>;

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Product number `number` (1-based over the whole catalogue), made from one demo product. */
function productFrom(template: Template, number: number, random: Random): NewProduct {
  const [grade, gradeEn] = random.pick(GRADES);
  const origin = random.pick(ORIGINS);
  const name = `${template.name} ${grade} ${origin}`;
  // A fifth of the products were entered without English texts, as a busy shop would.
  const english = random.next() < 0.8 ? DEMO_PRODUCT_ENGLISH[template.name] : undefined;
  const originalPrice = roundTo(template.originalPrice * random.between(0.7, 1.4), 500);
  const discountPrice = random.next() < 0.3 ? roundTo(originalPrice * random.between(0.7, 0.95), 500) : 0;
  const status = random.weighted(STATUS_WEIGHTS);
  const stock = status === 'Out of Stock' || random.next() < 0.05 ? 0 : Math.floor(random.between(1, 400));
  const totalSold = Math.floor(random.next() ** 3 * 3_000);
  return {
    categoryId: template.categoryId,
    name,
    nameEn: english && `${english[0]}, ${gradeEn}, ${origin}`,
    // Names repeat across suppliers' lots; the number keeps every URL its own.
    slug: `${slugify(name)}-${number}`,
    description: `${template.description} Asal ${origin}, ${grade.toLowerCase()}.`,
    descriptionEn: english && `${english[1]} From ${origin}, ${gradeEn.toLowerCase()}.`,
    status,
    saleUnit: template.saleUnit,
    handling: template.handling,
    originalPrice,
    discountPrice,
    price: sellingPrice(originalPrice, discountPrice),
    weight: template.weight,
    rating: Math.round(random.between(3.5, 5) * 10) / 10,
    totalSold,
    location: origin,
    stock,
    barcode: barcodeFor(number),
    isPopular: totalSold >= 500,
    imageId: template.imageId,
  };
}

async function demoProducts(db: Database): Promise<Template[]> {
  const slugs = DEMO_CATEGORIES.flatMap((category) => category.products.map(([name]) => slugify(name)));
  const rows = await db.select().from(products).where(inArray(products.slug, slugs));
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Runs `fill` with the products' indexes that no constraint needs dropped, then builds them again as the
 * migrations defined them (read back from pg_indexes): building an index once is far quicker than keeping
 * it up to date row by row. Only when the fill at least doubles the table; else it just runs `fill`.
 */
async function withoutSecondaryIndexes(db: Database, worthIt: boolean, fill: () => Promise<void>) {
  const definitions = worthIt
    ? await queryRows<{ name: string; definition: string }>(
        db,
        sql`select indexname as name, indexdef as definition from pg_indexes
            where schemaname = 'public' and tablename = 'products'
              and indexname not in (select conname from pg_constraint where conrelid = 'products'::regclass)`,
      )
    : [];
  for (const { name } of definitions) await db.execute(sql`drop index ${sql.identifier(name)}`);
  await fill();
  for (const { definition } of definitions) await db.execute(sql.raw(definition));
}

async function productCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/**
 * Makes the shop at `url` hold `total` products: migrates it, seeds the demo shop when it is empty, then
 * adds generated products in batches of 10,000 and analyses the table, as autovacuum would have by then.
 * Returns how many it added and how long that took.
 */
export async function generateProducts(url: string, total: number): Promise<{ added: number; ms: number }> {
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
    await seedDemoCatalogue(handle.db);
    const templates = await demoProducts(handle.db);
    const existing = await productCount(handle.db);
    const started = performance.now();
    const random = randomSource(existing);
    await withoutSecondaryIndexes(handle.db, total - existing > existing, async () => {
      for (let from = existing; from < total; from += BATCH) {
        const rows: NewProduct[] = [];
        for (let number = from + 1; number <= Math.min(total, from + BATCH); number++) {
          rows.push(productFrom(random.pick(templates), number, random));
        }
        await handle.db.execute(insertBatch(rows));
      }
    });
    await handle.db.execute(sql`vacuum analyze products`);
    return { added: Math.max(0, total - existing), ms: performance.now() - started };
  } finally {
    await handle.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  const total = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(total) || total < 1) throw new Error(`usage: generate-products.ts N [database-url]`);
  const created = process.argv[3] ? undefined : await createThrowawayDatabase(POSTGRES_SERVER_URL, 'bench');
  const url = process.argv[3] ?? created!.url;
  const { added, ms } = await generateProducts(url, total);
  console.log(`${url}: ${total} products (${added} added in ${(ms / 1000).toFixed(1)} s)`);
  if (created) console.log(`drop it when done: psql ${POSTGRES_SERVER_URL} -c 'drop database "${created.name}"'`);
}
