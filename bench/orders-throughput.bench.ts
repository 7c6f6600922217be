// Orders placed through the real HTTP API on PostgreSQL (issue 12: >= 200 orders/s from 50 concurrent
// buyers over distinct products), then the hot-product case: everyone buys one product until it runs out.
// Each order is a new buyer behind a proxy, as the storefront's checkout sends it: its own e-mail, phone and
// X-Forwarded-For (the server runs with TRUST_PROXY=1, decision 007) and an Idempotency-Key. The shop's
// limits stay on. Afterwards the database is checked: stock taken equals units ordered, nothing oversold,
// no order lost. Then, on one process, readers ask random pages of the product list while buyers order
// (how well the read cache keeps its answers). Prints figures only.
//
//   node bench/orders-throughput.bench.ts
//
// BENCH_DURATION (seconds of the distinct-products run, default 10), BENCH_HOT_STOCK (units of the hot
// product, default 2000), BENCH_PROCESSES (rounds on one and on two server processes: '1,2'), BENCH_PORT (the
// first server's port, default 3911; a second listens on the next). With REDIS_URL set the servers count
// their rate limits in Redis instead of the database. The PostgreSQL server is TEST_DATABASE_URL's, else
// postgres://postgres@127.0.0.1:5432/postgres; the database is made for the run and dropped after it.
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateOrderInput } from '@crabclaw/shared';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema/index.ts';
import { createThrowawayDatabase, POSTGRES_SERVER_URL } from '../apps/server/src/test/throwaway-database.ts';
import { generateProducts } from './generate-products.ts';
import { backendPids, BROWSER_HEADERS, cpuMsOf, getRaw, latencies, ownCpuMs } from './measure.ts';
import { startShop, type ShopDatabase } from './shop-process.ts';

const BUYERS = 50;
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const HOT_STOCK = Number(process.env.BENCH_HOT_STOCK ?? 2_000);
const PORT = Number(process.env.BENCH_PORT ?? 3911);
/** How many shop processes serve the buyers, one round each (decision 014: the server is the bottleneck). */
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const DISTINCT_STOCK = 1_000_000;
/** Readers of the product list while the buyers order, and the list pages they ask for at random. */
const READERS = 20;
const LIST_PAGES = 20;
const CATALOGUE_SIZE = 1_000;

type Stock = Map<number, { stock: number; totalSold: number }>;

async function stockOf(url: string, ids: number[]): Promise<Stock> {
  const handle = await openDatabase({ url });
  try {
    const rows = await handle.db
      .select({ id: products.id, stock: products.stock, totalSold: products.totalSold })
      .from(products)
      .where(inArray(products.id, ids));
    return new Map(rows.map((row) => [row.id, { stock: row.stock, totalSold: row.totalSold }]));
  } finally {
    await handle.close();
  }
}

/**
 * A catalogue of 1,000 products; 50 sellable ones get a stock no run can exhaust, one more is the hot one. They
 * are frozen or dry goods, which the regular method carries: a live or fresh one goes only by the Fresh Courier
 * with a delivery slot (issue 27), whose windows hold a few dozen orders, not a load run's thousands.
 */
async function prepareShop(url: string) {
  await generateProducts(url, CATALOGUE_SIZE);
  const handle = await openDatabase({ url });
  try {
    const sellable = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.status, ['Fresh', 'Available']), inArray(products.handling, ['frozen', 'dry'])))
      .orderBy(products.id)
      .limit(BUYERS + 1);
    const ids = sellable.map((row) => row.id);
    const hot = ids.pop()!;
    await handle.db.update(products).set({ stock: DISTINCT_STOCK }).where(inArray(products.id, ids));
    return { distinct: ids, hot };
  } finally {
    await handle.close();
  }
}

async function setStock(url: string, productId: number, stock: number) {
  const handle = await openDatabase({ url });
  try {
    await handle.db.update(products).set({ stock }).where(eq(products.id, productId));
  } finally {
    await handle.close();
  }
}

/** The shop as `npm start` runs it, on the bench's database, trusting one proxy hop for the buyers' addresses. */
function startOrderShop(url: string, port: number) {
  const database: ShopDatabase = { kind: 'postgres', env: { DATABASE_URL: url }, remove: async () => undefined };
  return startShop(database, port, {
    TRUST_PROXY: '1',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
}

/** CPU milliseconds used so far by the shop's process, the PostgreSQL backends serving it, and this bench. */
async function cpuOf(url: string, shopPids: number[]) {
  return { shop: cpuMsOf(shopPids), postgres: cpuMsOf(await backendPids(url)), bench: ownCpuMs() };
}

let buyerNumber = 0;

/** Buyer n: their own name, e-mail, phone and address (10.x.y.z, as the proxy reports it). */
function nextBuyer() {
  buyerNumber += 1;
  const n = buyerNumber;
  const customerInfo: CreateOrderInput['customerInfo'] = {
    fullName: `Pembeli Uji ${n}`,
    email: `pembeli${n}@bench.crabclaw.test`,
    phone: `0812${String(n).padStart(8, '0')}`,
    address: `Jl. Pelabuhan Ratu No. ${n}, Penjaringan`,
    city: 'Jakarta Utara',
    province: 'DKI Jakarta',
    postalCode: '14440',
  };
  return { customerInfo, address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** One connection per buyer, kept open as a browser keeps it (node:http: lighter on the CPU than fetch). */
const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });

function post(port: number, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
          resolve({ status: response.statusCode ?? 0, body: body.toString('utf8') });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface Placed {
  status: number;
  ms: number;
  orderId?: number;
  message?: string;
}

/** POST /api/Orders/create as the storefront's checkout sends it, to the shop listening on `port`. */
async function placeOrder(port: number, productId: number, quantity: number): Promise<Placed> {
  const { customerInfo, address } = nextBuyer();
  const body: CreateOrderInput = {
    customerInfo,
    items: [{ productId, quantity }],
    shippingMethod: { id: 'regular' },
    paymentMethod: { id: 'bank_transfer' },
  };
  const started = performance.now();
  const response = await post(
    port,
    '/api/Orders/create',
    {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      'idempotency-key': randomUUID(),
      'x-forwarded-for': address,
    },
    JSON.stringify(body),
  );
  const answer = JSON.parse(response.body) as { data?: { orderId: number }; message?: string };
  return {
    status: response.status,
    ms: performance.now() - started,
    orderId: answer.data?.orderId,
    message: answer.message,
  };
}

interface Run {
  placed: (Placed & { productId: number; quantity: number })[];
  seconds: number;
}

/** Each of the 50 buyers places orders one after another while `goOn` says so, spread over the shops' ports. */
async function runBuyers(
  ports: number[],
  order: (buyer: number) => { productId: number; quantity: number },
  goOn: (buyer: number, last: Placed | undefined) => boolean,
): Promise<Run> {
  const placed: Run['placed'] = [];
  const started = performance.now();
  let lastSuccess = started;
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, buyer) => {
      let last: Placed | undefined;
      while (goOn(buyer, last)) {
        const line = order(buyer);
        last = await placeOrder(ports[buyer % ports.length]!, line.productId, line.quantity);
        placed.push({ ...last, ...line });
        if (last.status === 201) lastSuccess = performance.now();
      }
    }),
  );
  return { placed, seconds: (lastSuccess - started) / 1000 };
}

function figures(run: Run) {
  const created = run.placed.filter((p) => p.status === 201);
  const { p50, p95, p99 } = latencies(created.map((p) => p.ms));
  const statuses: Record<number, number> = {};
  for (const p of run.placed) statuses[p.status] = (statuses[p.status] ?? 0) + 1;
  return {
    orders: created.length,
    'orders/s': Number((created.length / run.seconds).toFixed(1)),
    'p50 ms': p50,
    'p95 ms': p95,
    'p99 ms': p99,
    answers: JSON.stringify(statuses),
  };
}

/**
 * Stock taken per product equals the units of the orders the shop acknowledged and stored, and the sold count
 * has not moved: it counts delivered orders only (decision 029), and none of these is delivered.
 */
async function verify(url: string, run: Run, before: Stock, label: string): Promise<string[]> {
  const after = await stockOf(url, [...before.keys()]);
  const created = run.placed.filter((p) => p.status === 201);
  const problems: string[] = [];
  if (created.length === 0) return ['no order was placed'];
  const handle = await openDatabase({ url });
  try {
    const stored = await queryRows<{ product_id: number; units: number; orders: number }>(
      handle.db,
      sql`select product_id, sum(quantity)::int as units, count(distinct order_id)::int as orders
          from order_items where order_id in (${sql.join(
            created.map((p) => sql`${p.orderId!}`),
            sql`, `,
          )}) group by product_id`,
    );
    const storedUnits = new Map(stored.map((row) => [row.product_id, row.units]));
    const storedOrders = stored.reduce((sum, row) => sum + row.orders, 0);
    if (storedOrders !== created.length) problems.push(`${created.length} orders acknowledged, ${storedOrders} stored`);
    for (const [productId, was] of before) {
      const is = after.get(productId)!;
      const ordered = created.filter((p) => p.productId === productId).reduce((sum, p) => sum + p.quantity, 0);
      const taken = was.stock - is.stock;
      if (taken !== ordered || is.totalSold !== was.totalSold || (storedUnits.get(productId) ?? 0) !== ordered) {
        problems.push(
          `product ${productId}: ${ordered} units ordered, ${taken} taken from stock, sold count +${is.totalSold - was.totalSold}, ${storedUnits.get(productId) ?? 0} stored`,
        );
      }
      if (is.stock < 0) problems.push(`product ${productId} oversold: stock ${is.stock}`);
    }
  } finally {
    await handle.close();
  }
  console.log(
    problems.length === 0
      ? `${label}: verified - stock taken equals units ordered for every product, every acknowledged order stored`
      : `${label}: PROBLEMS\n  ${problems.join('\n  ')}`,
  );
  return problems;
}

/**
 * Readers ask random pages of the product list while the buyers order distinct products: every order drops
 * the cached answers that show its product, and the read cache must keep the rest (decision 011).
 */
async function readsWhileOrdering(port: number, distinct: number[]) {
  const reads: number[] = [];
  const started = performance.now();
  const stopAt = started + DURATION_MS;
  const readers = Array.from({ length: READERS }, async () => {
    while (performance.now() < stopAt) {
      const page = 1 + Math.floor(Math.random() * LIST_PAGES);
      const begun = performance.now();
      const answer = await getRaw(
        `http://127.0.0.1:${port}/api/Product/paginated?page=${page}&pageSize=12`,
        BROWSER_HEADERS,
      );
      if (answer.status !== 200) throw new Error(`list page ${page} answered ${answer.status}`);
      reads.push(performance.now() - begun);
    }
  });
  const [run] = await Promise.all([
    runBuyers(
      [port],
      (buyer) => ({ productId: distinct[buyer]!, quantity: 1 }),
      () => performance.now() < stopAt,
    ),
    ...readers,
  ]);
  const seconds = (performance.now() - started) / 1000;
  const { p50, p99 } = latencies(reads);
  console.log(
    `\nGET /api/Product/paginated (pages 1 to ${LIST_PAGES} at random, ${READERS} readers) while ${BUYERS} buyers order, one server process:`,
  );
  console.table({
    'list reads': { 'per s': Number((reads.length / seconds).toFixed(1)), 'p50 ms': p50, 'p99 ms': p99 },
    orders: { 'per s': Number((run.placed.filter((p) => p.status === 201).length / seconds).toFixed(1)) },
  });
}

/** One round on `count` shop processes: the distinct-products run, then the hot product; both verified. */
async function round(url: string, count: number, { distinct, hot }: { distinct: number[]; hot: number }) {
  await setStock(url, hot, HOT_STOCK);
  const ports = Array.from({ length: count }, (_, i) => PORT + i);
  const shops = await Promise.all(ports.map((port) => startOrderShop(url, port)));
  try {
    const quantity = (buyer: number) => 1 + ((buyerNumber + buyer) % 3);
    // Warm-up (connections, plans, V8), then the timed run; every order of both is verified.
    const distinctBefore = await stockOf(url, distinct);
    const warmUp = await runBuyers(
      ports,
      (buyer) => ({ productId: distinct[buyer]!, quantity: 1 }),
      (_, last) => last === undefined,
    );
    const shopPids = shops.map((shop) => shop.pid);
    const cpuBefore = await cpuOf(url, shopPids);
    const stopAt = performance.now() + DURATION_MS;
    const distinctRun = await runBuyers(
      ports,
      (buyer) => ({ productId: distinct[buyer]!, quantity: quantity(buyer) }),
      () => performance.now() < stopAt,
    );
    const cpuAfter = await cpuOf(url, shopPids);

    // Everyone buys the hot product, one unit an order, until the shop says it is gone.
    const hotBefore = await stockOf(url, [hot]);
    const hotRun = await runBuyers(
      ports,
      () => ({ productId: hot, quantity: 1 }),
      (_, last) => last === undefined || last.status === 201,
    );

    const processes = count === 1 ? 'one server process' : `${count} server processes`;
    console.log(
      `\nPOST /api/Orders/create on PostgreSQL, ${BUYERS} concurrent buyers, ${processes}; load average ${loadavg()[0]!.toFixed(1)}:`,
    );
    console.table({
      [`distinct products (${DURATION_MS / 1000} s)`]: figures(distinctRun),
      [`one hot product (${HOT_STOCK} units)`]: figures(hotRun),
    });
    const perOrder = (key: keyof typeof cpuBefore) =>
      ((cpuAfter[key] - cpuBefore[key]) / distinctRun.placed.length).toFixed(2);
    console.log(
      `CPU per order (distinct products run): shop ${perOrder('shop')} ms, PostgreSQL ${perOrder('postgres')} ms, this bench ${perOrder('bench')} ms`,
    );
    await verify(
      url,
      { ...distinctRun, placed: [...warmUp.placed, ...distinctRun.placed] },
      distinctBefore,
      'distinct products',
    );
    await verify(url, hotRun, hotBefore, 'hot product');
    const [hotAfter] = [...(await stockOf(url, [hot])).values()];
    const refusals = [...new Set(hotRun.placed.filter((p) => p.status !== 201).map((p) => `${p.status} ${p.message}`))];
    console.log(
      `hot product: ${HOT_STOCK - hotAfter!.stock} of ${HOT_STOCK} units sold, stock now ${hotAfter!.stock}; then refused: ${refusals.join('; ')}`,
    );
    if (count === 1) await readsWhileOrdering(ports[0]!, distinct);
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
  }
}

const database = await createThrowawayDatabase(POSTGRES_SERVER_URL, 'orders');
try {
  const bought = await prepareShop(database.url);
  for (const count of PROCESSES) await round(database.url, count, bought);
} finally {
  agent.destroy();
  await database.drop();
}
