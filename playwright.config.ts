import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const E2E_OWNER = { username: 'e2e-owner', password: 'e2e-owner-password-1' };
/**
 * The mail server the e2e shop sends e-mails to: a journey that reads e-mails listens there while it runs
 * (e2e/mailbox.ts). The rest of the time nothing does, so other specs' e-mails just wait, queued, as they would
 * while a shop's mail server is away.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port + 20_000);

/**
 * Journeys own their data (decision 044): each makes and deletes the products, categories, banners and orders it
 * looks at, and finds them by their own names, so any spec runs beside any other. These are the exceptions, each
 * in a project that runs one spec at a time.
 */

/**
 * They read the whole storefront while nothing else writes to it, so they run first: the demo shop's own tour
 * counts the demo's categories, slides and products; the server-rendering journey compares whole pages (home's
 * category menu and featured products, the footer's facts) rendered by the server and by the browser a moment
 * apart, on content of its own that the tour must not count.
 */
const QUIET_FIRST = ['demo.spec.ts', 'server-rendering.spec.ts'];

/**
 * They change, for a while, one of the shop's settings that every other journey reads (restored after): the facts
 * and payment window (admin-general), the WhatsApp number (whatsapp-order; first-run empties it), the privacy page
 * (shop-pages), the staff notice addresses (order-notices), a closed delivery day (delivery-slots), the shipping
 * prices (shipping-settings). They run last, one at a time, after every other journey.
 */
const SHOP_SETTINGS = [
  'admin-general.spec.ts',
  'whatsapp-order.spec.ts',
  'shop-pages.spec.ts',
  'order-notices.spec.ts',
  'delivery-slots.spec.ts',
  'shipping-settings.spec.ts',
  'first-run.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'quiet-first', testMatch: QUIET_FIRST, workers: 1 },
    { name: 'shop', testIgnore: [...QUIET_FIRST, ...SHOP_SETTINGS], dependencies: ['quiet-first'] },
    { name: 'shop-settings', testMatch: SHOP_SETTINGS, workers: 1, dependencies: ['shop'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OWNER_USERNAME: E2E_OWNER.username,
      OWNER_PASSWORD: E2E_OWNER.password,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'CrabClaw Seafood <toko@crabclaw.test>',
    },
  },
});
