import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const E2E_OWNER = { username: 'e2e-owner', password: 'e2e-owner-password-1' };
/**
 * The mail server the e2e shop sends order e-mails to: order-emails.spec.ts listens there while it runs. The
 * rest of the time nothing does, so other specs' e-mails just wait, queued, as they would while a shop's mail
 * server is away.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port + 20_000);

/**
 * Specs that change what every visitor sees (the home carousel, the footer's parameters, the categories
 * and products on the storefront). They run in a second project, after every read-only spec has
 * finished, so a spec that counts slides, category cards or products, or reads the footer, never sees
 * another spec's change half-way (workers run specs side by side).
 */
const SHOP_CHANGES = [
  'admin-banners.spec.ts',
  'admin-categories.spec.ts',
  'admin-general.spec.ts',
  'admin-products.spec.ts',
  // Takes three places of a delivery window, which checkout shows as places left.
  'deliveries.spec.ts',
  // Sets a window's capacity and a closed date for a while (restored after).
  'delivery-slots.spec.ts',
  'discontinued.spec.ts',
  'live-delivery.spec.ts',
  'featured-products.spec.ts',
  'home-banners.spec.ts',
  'meta-descriptions.spec.ts',
  'order-desk.spec.ts',
  // Sets the shop's notice addresses (015), and listens on E2E_SMTP_PORT after order-emails.spec.ts is done.
  'order-notices.spec.ts',
  'phone-office.spec.ts',
  'price-fields.spec.ts',
  'shop-pages.spec.ts',
  // Reprices regular shipping and switches express off for a while (decision 041).
  'shipping-settings.spec.ts',
  'staff-orders.spec.ts',
  'whatsapp-order.spec.ts',
];

/**
 * Specs that read the whole storefront while nothing else writes to it, so they run first, before any spec makes
 * products or categories of its own (decision 044): the demo shop's own tour counts the demo's categories, slides
 * and products; the server-rendering journey compares whole pages (the category menu, the product list) rendered
 * by the server and by the browser a moment apart.
 */
const QUIET_FIRST = ['demo.spec.ts', 'server-rendering.spec.ts'];

/**
 * Empties the WhatsApp number and sets a real bank account for a while: every other spec reads those (the
 * footer, checkout's banks) or edits them (admin-general), so it runs alone, after all of them.
 */
const FIRST_RUN = 'first-run.spec.ts';

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
    { name: 'quiet-first', testMatch: QUIET_FIRST },
    { name: 'shop', testIgnore: [...SHOP_CHANGES, FIRST_RUN, ...QUIET_FIRST], dependencies: ['quiet-first'] },
    { name: 'shop-changes', testMatch: SHOP_CHANGES, dependencies: ['shop'] },
    { name: 'first-run', testMatch: FIRST_RUN, dependencies: ['shop-changes'] },
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
