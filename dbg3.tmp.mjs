import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const r = await page.evaluate(() =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.js'))
    .map((e) => [e.transferSize, e.decodedBodySize]),
);
const sum = (i) => r.reduce((s, e) => s + e[i], 0) / 1024;
console.log(`${r.length} scripts: ${sum(0).toFixed(1)} KB transferred (compressed), ${sum(1).toFixed(1)} KB decoded`);
await browser.close();
