// The storefront's rendered pages (issue 21, decision 021), on the embedded database and, when reachable, on
// PostgreSQL: home, the product list, a search, a category and a product page at 50 connections against a
// bare node:http server answering the same bytes (asked as a browser asks, in Indonesian); then the product
// page under the same load while staff edit its price every second, with readers checking that every page is
// wholly the old or wholly the new one, and that the page read right after an edit is answered shows the new
// price. Prints figures and the goals beside them; asserts none.
//
//   node bench/rendered-pages.bench.ts        (or: npm run bench -- rendered-pages)
//
// BENCH_DURATION seconds per run (default 10), BENCH_PORT (default 3921; the bare server uses the next one),
// BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
import { cpus, loadavg } from 'node:os';
import { formatRupiah } from '../packages/shared/src/money.ts';
import { DURATION_S, getRaw, load, ratio, startBareServer, type RawAnswer } from './measure.ts';
import { onBothDatabases, startShop, type ShopDatabase, type ShopProcess } from './shop-process.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3921);
const OWNER = { username: 'bench-owner', password: 'bench-owner-password-1' };
const PAGE_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html',
  cookie: 'selectedLanguage=id',
};
const GOALS = {
  pages: 'each page >= 0.5 of the bare server, p99 <= 50 ms, on both databases',
  edits: 'every page old or new, never a mix; the new one on the first read after the edit is answered',
};
/** Two prices no other demo product has, so a page showing one of them shows this product's. */
const PRICES = [123_400, 123_500];

interface ListedProduct {
  productId: number;
  slug: string;
  category: { slug: string };
}

/** The pages of issue 21's goal, with a category and a product taken from the catalogue itself. */
async function storefrontPages(shopUrl: string) {
  const list = (await (await fetch(`${shopUrl}/api/Product/paginated?page=1&pageSize=12`)).json()) as {
    data: ListedProduct[];
  };
  const product = list.data[0];
  if (!product) throw new Error('the catalogue is empty');
  const pages = {
    home: '/public/home',
    'product list': '/public/products',
    'a search': '/public/products?q=kepiting',
    'a category': `/category/${product.category.slug}`,
    'a product': `/product/${product.category.slug}/${product.slug}`,
  };
  return { pages, product };
}

/** Each page against the shop, then against the bare server with the same bytes. */
async function compareWithBare(shop: ShopProcess, pages: Record<string, string>) {
  const answers: Record<string, RawAnswer> = {};
  for (const path of Object.values(pages)) {
    answers[path] = await getRaw(`${shop.url}${path}`, PAGE_HEADERS);
    if (answers[path].status !== 200) throw new Error(`GET ${path} answered ${answers[path].status}`);
  }
  const bare = await startBareServer(PORT + 1, answers);
  const rows: Record<string, Record<string, number | string>> = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const ours = await load(`${shop.url}${path}`, PAGE_HEADERS, 2);
      const baseline = await load(`${bare.url}${path}`, PAGE_HEADERS, 2);
      rows[name] = {
        bytes: `${answers[path]!.body.length} ${answers[path]!.headers['content-encoding'] ?? 'identity'}`,
        'req/s': ours['req/s'],
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
  return rows;
}

/** The owner's session, and the product's edit form as the back office sends it. */
async function ownerEdits(shopUrl: string, productId: number) {
  const login = await fetch(`${shopUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!login.ok) throw new Error(`the bench owner could not sign in (${login.status})`);
  const headers = {
    'content-type': 'application/json',
    cookie: login.headers.getSetCookie()[0]!.split(';')[0]!,
    origin: shopUrl,
  };
  const form = (await (await fetch(`${shopUrl}/api/Product/admin/${productId}`, { headers })).json()) as Record<
    string,
    unknown
  >;
  return async (price: number) => {
    const { version: _version, ...fields } = form;
    const answer = await fetch(`${shopUrl}/api/Product/${productId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...fields, originalPrice: price, discountPrice: 0 }),
    });
    if (!answer.ok) throw new Error(`the price edit answered ${answer.status}: ${await answer.text()}`);
  };
}

/** Which of the edited prices a page shows: one of them, or 'mixed' when it shows both or neither. */
function priceShown(html: string): number | 'mixed' {
  const shown = PRICES.filter((price) => html.includes(formatRupiah(price)));
  return shown.length === 1 ? shown[0]! : 'mixed';
}

/** The product page under load while its price changes every second; readers check every page they get. */
async function editsUnderLoad(shop: ShopProcess, path: string, productId: number) {
  const editPrice = await ownerEdits(shop.url, productId);
  await editPrice(PRICES[0]!);
  const url = `${shop.url}${path}`;
  let running = true;
  const figures = { edits: 0, 'pages read': 0, 'mixed pages': 0, 'old page right after an edit': 0 };
  const editor = (async () => {
    for (let edit = 1; running; edit += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const price = PRICES[edit % 2]!;
      await editPrice(price);
      figures.edits += 1;
      if (priceShown(await (await fetch(url, { headers: PAGE_HEADERS })).text()) !== price) {
        figures['old page right after an edit'] += 1;
      }
    }
  })();
  const reader = async () => {
    while (running) {
      figures['pages read'] += 1;
      if (priceShown(await (await fetch(url, { headers: PAGE_HEADERS })).text()) === 'mixed')
        figures['mixed pages'] += 1;
    }
  };
  const readers = Array.from({ length: 4 }, reader);
  const throughput = await load(url, PAGE_HEADERS);
  running = false;
  await Promise.all([editor, ...readers]);
  return { ...throughput, ...figures };
}

const loadAverage = () =>
  `load average ${loadavg()
    .map((figure) => figure.toFixed(1))
    .join(' ')}`;

async function benchDatabase(database: ShopDatabase) {
  console.log(`\n## ${database.kind} database (${loadAverage()})`);
  const shop = await startShop(database, PORT, { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password });
  try {
    const { pages, product } = await storefrontPages(shop.url);
    console.log(`rendered pages, ${DURATION_S} s each at 50 connections (${GOALS.pages}):`);
    console.table(await compareWithBare(shop, pages));
    console.log(`the product page while its price is edited every second (${GOALS.edits}; ${loadAverage()}):`);
    console.table({ [pages['a product']]: await editsUnderLoad(shop, pages['a product'], product.productId) });
  } finally {
    await shop.stop();
  }
}

console.log(
  `# rendered storefront pages (Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()})`,
);
await onBothDatabases(benchDatabase);
