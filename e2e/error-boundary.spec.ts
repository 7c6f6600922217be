import type { Page } from '@playwright/test';
import { expect, expectAccessible, testExpectingConsoleErrors, testExpectingStatus } from './fixtures.ts';

/**
 * The privacy page's code file. After a deploy, a tab opened on the previous build asks for a file of that
 * name that no longer exists; answering 404 plays that. The footer links there without loading the page.
 */
const PRIVACY_CODE = '**/assets/privacy-*.js';
const RELOAD_MARK = 'staleChunkReload';

/** Counts the documents the tab loads from now on (reloads); client-side navigation loads none. */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

async function openPrivacyFromHome(page: Page, footerLink: string): Promise<() => number> {
  await page.goto('/public/home');
  await expect(page.getByRole('heading', { name: /Produk Unggulan|Featured Products/ })).toBeVisible();
  const pageLoads = countPageLoads(page);
  await page.getByTestId('site-footer').getByRole('link', { name: footerLink }).click();
  return pageLoads;
}

testExpectingStatus(404)('a page whose code went away in a deploy reloads once and then shows', async ({ page }) => {
  let answered = 0;
  await page.route(PRIVACY_CODE, (route) => (answered++ === 0 ? route.fulfill({ status: 404 }) : route.continue()));

  const pageLoads = await openPrivacyFromHome(page, 'Kebijakan Privasi');

  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(pageLoads()).toBe(1);
  // The reloaded page comes from the server; its code is asked for again when the browser takes it over.
  await expect.poll(() => answered).toBe(2);
  // The page came back, so a later deploy may reload this tab again.
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARK)).toBeNull();
});

testExpectingConsoleErrors(/status of 404/, /Failed to fetch dynamically imported module/)(
  'when the reload does not bring the page back, the boundary says so and leads home',
  async ({ page }) => {
    await page.route(PRIVACY_CODE, (route) => route.fulfill({ status: 404 }));

    const pageLoads = await openPrivacyFromHome(page, 'Kebijakan Privasi');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Toko telah diperbarui' })).toBeVisible();
    await expect(main.getByRole('alert')).toContainText('Halaman ini berasal dari versi toko yang lama');
    await expect(main.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    expect(pageLoads()).toBe(1);
    await expectAccessible(page);

    await main.getByRole('link', { name: 'Ke Beranda' }).click();
    await expect(page).toHaveURL(/\/public\/home$/);
    await expect(page.getByRole('heading', { name: 'Produk Unggulan' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(pageLoads()).toBe(1);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARK)).toBeNull();
  },
);

testExpectingConsoleErrors(/status of 404/, /Failed to fetch dynamically imported module/)(
  "in English, 'Try Again' reloads the page by hand and does not start reloading by itself",
  async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    await page.route(PRIVACY_CODE, (route) => route.fulfill({ status: 404 }));

    const pageLoads = await openPrivacyFromHome(page, 'Privacy Policy');
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1, name: 'The shop has been updated' });
    await expect(heading).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/public/home');
    expect(pageLoads()).toBe(1);

    const reloaded = page.waitForEvent('load');
    await main.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(heading).toBeVisible();
    expect(pageLoads()).toBe(2);
  },
);
