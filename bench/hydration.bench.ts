// What the browser's runtime costs a phone on the server-rendered pages, from the moment the page's code is
// put into the document (decision 016) until the page has hydrated (`<html data-hydrated>`): the time it
// takes, the main thread's long tasks in it (blocking time: what each holds the thread past 50 ms, as
// Lighthouse counts it) and the longest, with the CPU slowed 4x as Lighthouse's mobile test assumes. Median of
// BENCH_RUNS loads (7 by default). Run after `npm run build`: node bench/hydration.bench.ts (figures only).
import type { Browser } from '@playwright/test';
import { medianFigures } from './measure.ts';
import { launchChromium, startShop, storefrontToMeasure } from './storefront-shop.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3923);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_SLOWDOWN = 4;

interface Hydration {
  'to hydrated ms': number;
  'blocking ms': number;
  'longest task ms': number;
}

interface Recorded {
  codeAt?: number;
  hydratedAt?: number;
  tasks: { start: number; duration: number }[];
}

/**
 * Records, in the page, when its code is put in, when it has hydrated, and every long task (a script of the
 * page's: the bench itself is type-checked without the browser's types).
 */
const RECORD = `
  const recorded = { tasks: [] };
  window.recorded = recorded;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) recorded.tasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    recorded.codeAt ??= document.head?.querySelector('script[type="module"]') ? performance.now() : undefined;
    if (document.documentElement.hasAttribute('data-hydrated')) recorded.hydratedAt ??= performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
`;

async function hydrate(browser: Browser, url: string): Promise<Hydration> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: RECORD });
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    // Long tasks are reported after they end: a moment for the last one.
    await page.waitForTimeout(500);
    const { codeAt, hydratedAt, tasks } = await page.evaluate(
      () => (globalThis as unknown as { recorded: Recorded }).recorded,
    );
    const within = tasks.filter((task) => task.start + task.duration > codeAt! && task.start < hydratedAt!);
    return {
      'to hydrated ms': Math.round(hydratedAt! - codeAt!),
      'blocking ms': Math.round(within.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
      'longest task ms': Math.round(Math.max(0, ...within.map((task) => task.duration))),
    };
  } finally {
    await page.close();
  }
}

const shop = await startShop(PORT);
try {
  const browser = await launchChromium();
  try {
    const { routes } = await storefrontToMeasure(browser, shop.url);
    const rows: Record<string, Hydration> = {};
    for (const route of routes.filter((each) => !each.needsCart && !each.seoOnly)) {
      const runs: Hydration[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await hydrate(browser, `${shop.url}${route.path}`));
      rows[route.name] = medianFigures(runs);
    }
    console.log(`From the page's code put in to hydrated, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} loads`);
    console.table(rows);
  } finally {
    await browser.close();
  }
} finally {
  await shop.stop();
}
