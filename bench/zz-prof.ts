import { CHROMIUM_FLAGS, CHROMIUM_PATH, startShop, storefrontToMeasure, launchChromium } from '/work/main/bench/storefront-shop.ts';
const shop = await startShop(3941);
const browser = await launchChromium();
try {
  const { cart } = await storefrontToMeasure(browser, shop.url);
  for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, storageState: { cookies: [], origins: [{ origin: shop.url, localStorage: [{ name: 'cart', value: cart }] }] } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(shop.url + '/public/checkout');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1500);
  const buffer = await browser.stopTracing();
  const events = JSON.parse(buffer.toString()).traceEvents as any[];
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 40000 && e.ph === 'X');
  console.log('--- run', run);
  for (const task of tasks) {
    const inner = events.filter((e) => e.ph === 'X' && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.dur > 5000 && !/GC|Scaveng/.test(e.name));
    console.log(`task ${(task.dur / 1000).toFixed(0)} ms: ` + inner.slice(0, 8).map((e) => `${e.name} ${(e.dur / 1000).toFixed(0)} ${e.args?.data?.url?.split('/').pop() ?? ''}`).join(' | '));
  }
  await context.close();
  }
} finally { await browser.close(); await shop.stop(); }
