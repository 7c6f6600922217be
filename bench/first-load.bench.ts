// What a phone loads before the visitor touches anything, per storefront route: the JavaScript and CSS
// (gzip, as a server sends them compressed), the fonts and the pictures. Read in a real browser from the
// built app served by the shop, so it counts what the page loads whatever the bundling or rendering.
// Run after `npm run build`: node bench/first-load.bench.ts (prints figures only).
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { launchChromium, startShop, storefrontToMeasure } from './storefront-shop.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3921);
/** Moto G Power, Lighthouse's mobile device. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Issue 21: the home page's first-load JavaScript goal with React (the common mobile budget). */
const HOME_JS_GOAL_KB = 170;
const QUIET_MS = 2000;

interface Loaded {
  kind: 'js' | 'css' | 'font' | 'image';
  url: string;
  /** gzip size for text, bytes as sent for fonts and pictures (already compressed). */
  bytes: number;
}

const KINDS: Record<string, Loaded['kind']> = { script: 'js', stylesheet: 'css', font: 'font', image: 'image' };

async function loaded(response: Response): Promise<Loaded | undefined> {
  const kind = KINDS[response.request().resourceType()];
  if (!kind || !response.ok()) return undefined;
  const body = await response.body();
  const bytes = kind === 'js' || kind === 'css' ? gzipSync(body).length : body.length;
  return { kind, url: new URL(response.url()).pathname, bytes };
}

/**
 * Loads the page and waits until nothing has been asked for QUIET_MS: Playwright's 'networkidle' (500 ms)
 * can come on a busy machine between the app's code arriving and the route asking for its own.
 */
async function loadUntilQuiet(page: Page, url: string): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => ((inFlight += 1), (lastActivity = Date.now())));
  const done = () => ((inFlight -= 1), (lastActivity = Date.now()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.goto(url, { waitUntil: 'load' });
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
}

async function firstLoad(context: BrowserContext, url: string): Promise<Loaded[]> {
  const page = await context.newPage();
  const pending: Promise<Loaded | undefined>[] = [];
  page.on('response', (response) => pending.push(loaded(response).catch(() => undefined)));
  await loadUntilQuiet(page, url);
  const all = await Promise.all(pending);
  await page.close();
  return all.filter((entry): entry is Loaded => entry !== undefined);
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function summary(entries: Loaded[]) {
  const of = (kind: Loaded['kind']) => entries.filter((entry) => entry.kind === kind);
  const total = (list: Loaded[]) => kb(list.reduce((sum, entry) => sum + entry.bytes, 0));
  return {
    'JS gzip KB': total(of('js')),
    'JS files': of('js').length,
    'CSS gzip KB': total(of('css')),
    'font KB': total(of('font')),
    fonts: of('font').length,
    'picture KB': total(of('image')),
  };
}

const shop = await startShop(PORT);
const browser = await launchChromium().catch(async (error: unknown) => {
  await shop.stop();
  throw error;
});
try {
  const { routes, cart } = await storefrontToMeasure(browser, shop.url);
  const rows: Record<string, ReturnType<typeof summary>> = {};
  const details: Record<string, Loaded[]> = {};
  for (const route of routes) {
    const storageState = route.needsCart
      ? { cookies: [], origins: [{ origin: shop.url, localStorage: [{ name: 'cart', value: cart }] }] }
      : undefined;
    const context = await browser.newContext({ ...PHONE, locale: 'id-ID', storageState });
    details[route.name] = await firstLoad(context, `${shop.url}${route.path}`);
    rows[`${route.name} (${route.path})`] = summary(details[route.name]!);
    await context.close();
  }
  console.log(`First load on a ${PHONE.viewport.width} px phone, before any interaction (gzip level 6 for JS and CSS)`);
  console.table(rows);
  if (process.env.BENCH_VERBOSE) {
    for (const [name, entries] of Object.entries(details)) {
      console.log(`\n${name}:`);
      for (const entry of entries)
        console.log(`  ${entry.kind.padEnd(5)} ${String(kb(entry.bytes)).padStart(7)} KB  ${entry.url}`);
    }
  }
  const home = Object.entries(rows).find(([name]) => name.startsWith('home'))?.[1];
  if (home) console.log(`home first-load JavaScript: ${home['JS gzip KB']} KB gzip (goal <= ${HOME_JS_GOAL_KB} KB)`);
} finally {
  await browser.close();
  await shop.stop();
}
