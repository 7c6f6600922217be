// Lighthouse mobile on the storefront's home, product list, a category, a product page, the cart (empty, and
// holding three products) and checkout holding them, against a shop started as `npm start` does on a throwaway
// embedded database. Prints the performance score, largest paint, layout shift, blocking time, SEO score and the
// machine's CPU index as Lighthouse measured it, per page (the median of BENCH_RUNS runs, 3 by default), then the
// SEO score of the content pages (one run: it does not depend on timing), with the SEO audits a page fails; issue
// 21's goals are printed beside them, never asserted. Run after `npm run build`: node bench/lighthouse.bench.ts
// (BENCH_VERBOSE=1 lists each run's long tasks; BENCH_PAGES=home,cart measures only the pages named).
// BENCH_AGAINST=<another checkout of the shop, installed and built> compares: that checkout's shop runs beside this
// one, and each page's runs alternate between the two, so a change of the machine's speed over the minutes (its
// CPU index moved from 1,750 to 2,950 within a quarter hour here) falls on both alike. Rows are named
// 'page (this)' and 'page (against)'.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { blockingByKind, type BlockingByKind } from './blocking-by-kind.ts';
import { medianFigures } from './measure.ts';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  launchChromium,
  startShop,
  storefrontToMeasure,
  type Shop,
  type ShopProcesses,
  type StorefrontRoute,
} from './storefront-shop.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3922);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = process.env.BENCH_PAGES?.split(',');
const AGAINST = process.env.BENCH_AGAINST;
const GOALS = 'goals (issue 21): score >= 95, LCP <= 2.0 s, CLS < 0.05, TBT < 150 ms; SEO 100 on every page';

const BLOCKING_KINDS =
  'each kind and the total a median of the runs: top-level tasks after the first paint, at the run’s CPU slowdown, past 50 ms; "on CPU" counts them by the time the main thread ran, not their length';

interface Figures {
  score: number;
  'LCP s': number;
  CLS: number;
  'TBT ms': number;
  'FCP s': number;
  SEO: number;
  /** Lighthouse's measure of this machine's speed at the run (a quiet machine here: about 2,500-2,800). */
  'CPU index': number;
}

interface Audit {
  figures: Figures;
  lcpElement: string;
  /** The main thread's long tasks as Lighthouse simulated them: what the blocking time is made of. */
  longTasks: string[];
  /** The SEO audits the page fails, by id. */
  seoFailures: string[];
  /** The blocking time read off the run's trace, by kind of work (bench/blocking-by-kind.ts); none for SEO alone. */
  blocking?: BlockingByKind;
}

/** Runs Lighthouse again after a failed trace (NO_NAVSTART and its kin happen on a busy machine). */
async function auditWithRetry(port: number, url: string, options: AuditOptions, attempts = 3): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying: ${(error as Error).message}`);
    }
  }
}

interface AuditOptions {
  keepStorage: boolean;
  seoOnly: boolean;
}

async function audit(port: number, url: string, { keepStorage, seoOnly }: AuditOptions): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: seoOnly ? ['seo'] : ['performance', 'seo'],
    logLevel: 'error',
    output: 'json',
    // The checkout needs the cart put on the device beforehand; Lighthouse would clear it.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The insight names the largest paint's element among its details (a node item with its HTML snippet).
  const lcpDetails = JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {});
  const lcpElement = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcpDetails)?.[1]?.replace(/\\"/g, '"') ?? '';
  const seo = lhr.categories.seo;
  return {
    figures: {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      'LCP s': Math.round(value('largest-contentful-paint') / 10) / 100,
      CLS: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      'TBT ms': Math.round(value('total-blocking-time')),
      'FCP s': Math.round(value('first-contentful-paint') / 10) / 100,
      SEO: Math.round((seo?.score ?? 0) * 100),
      'CPU index': Math.round(lhr.environment.benchmarkIndex),
    },
    lcpElement,
    seoFailures: (seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    // An SEO audit alone loads the page without a trace.
    ...(!seoOnly && {
      blocking: blockingByKind(artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    }),
    longTasks: ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).map(
      (task) => `${Math.round(task.startTime)} ms +${Math.round(task.duration)} ms ${task.url}`,
    ),
  };
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/** Puts the cart on the device of the Chrome that Lighthouse drives (its default profile). */
async function putCart(chromePort: number, shopUrl: string, cart: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${shopUrl}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('cart', value), cart);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** A shop to measure, with the routes and cart measured on it. */
interface Measured {
  name: string;
  shop: Shop;
  routes: StorefrontRoute[];
  cart: string;
}

/**
 * The other checkout's shop, started by that checkout's own bench/shop-process.ts (its server, its build);
 * not its storefront-shop.ts, whose Playwright would be a second copy in this process, which Playwright refuses.
 */
async function startShopAgainst(checkout: string, port: number): Promise<Shop> {
  const other = (await import(pathToFileURL(resolve(checkout, 'bench/shop-process.ts')).href)) as ShopProcesses;
  return startShop(port, other);
}

/** One Lighthouse run of `route` on a measured shop (its own path for the route, and its cart when needed). */
async function auditRoute(chromePort: number, { shop, routes, cart }: Measured, route: StorefrontRoute) {
  const path = routes.find((each) => each.name === route.name)!.path;
  if (route.needsCart) await putCart(chromePort, shop.url, cart);
  return auditWithRetry(chromePort, `${shop.url}${path}`, {
    keepStorage: route.needsCart,
    seoOnly: Boolean(route.seoOnly),
  });
}

const shops: Shop[] = [];
try {
  shops.push(await startShop(PORT));
  if (AGAINST) shops.push(await startShopAgainst(AGAINST, PORT + 1));
  const helper = await launchChromium();
  const measured: Measured[] = [];
  try {
    for (const [index, shop] of shops.entries())
      measured.push({ name: index ? 'against' : 'this', shop, ...(await storefrontToMeasure(helper, shop.url)) });
  } finally {
    await helper.close();
  }
  const rowName = (page: string, { name }: Measured) => (AGAINST ? `${page} (${name})` : page);

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const rows: Record<string, Figures & { 'LCP element': string }> = {};
    const blockingRows: Record<string, BlockingByKind> = {};
    const seoRows: Record<string, { SEO: number; failing: string }> = {};
    for (const route of measured[0]!.routes.filter((each) => !PAGES || PAGES.includes(each.name))) {
      const runs = measured.map(() => [] as Figures[]);
      const blocking = measured.map(() => [] as BlockingByKind[]);
      const last: Audit[] = [];
      for (let run = 0; run < (route.seoOnly ? 1 : RUNS); run++) {
        // Alternating which goes first, so neither is always measured after the other.
        const order = run % 2 ? [...measured.keys()].reverse() : [...measured.keys()];
        for (const index of order) {
          const audited = await auditRoute(chrome.port, measured[index]!, route);
          last[index] = audited;
          runs[index]!.push(audited.figures);
          if (audited.blocking) blocking[index]!.push(audited.blocking);
          if (process.env.BENCH_VERBOSE)
            console.log(`  ${rowName(route.name, measured[index]!)} long tasks:`, audited.longTasks);
        }
      }
      for (const [index, each] of measured.entries()) {
        const audited = last[index]!;
        seoRows[`${rowName(route.name, each)} (${route.path})`] = {
          SEO: audited.figures.SEO,
          failing: audited.seoFailures.join(' '),
        };
        if (route.seoOnly) continue;
        const name = rowName(route.name, each);
        rows[name] = { ...medianFigures(runs[index]!), 'LCP element': audited.lcpElement.slice(0, 60) };
        blockingRows[name] = medianFigures(blocking[index]!);
        console.log(`${name} ${route.path}: ${runs[index]!.map((figures) => figures.score).join(', ')}`);
      }
    }
    console.log(`Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile, simulated throttling`);
    console.table(rows);
    console.log(`Blocking time read off the same runs' traces by kind of work, ms (${BLOCKING_KINDS})`);
    console.table(blockingRows);
    console.log('Lighthouse SEO, every storefront page (the last run of each)');
    console.table(seoRows);
    console.log(GOALS);
  } finally {
    chrome.kill();
  }
} finally {
  for (const shop of shops) await shop.stop();
}
