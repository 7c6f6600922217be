import { openHomeCarouselOnClock, slideTitles } from './carousel.ts';
import { test, expect, expectAccessible, testExpectingStatus } from './fixtures.ts';
import { E2E_SHOP, E2E_WHATSAPP_DIGITS } from './shop-facts.ts';

test('home: carousel controls, categories and featured products', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/public/home');
  await expect(page).toHaveTitle('Beranda - CrabClaw Seafood');
  const carousel = page.getByRole('region', { name: 'Promo unggulan' });
  await expect(carousel.getByTestId('slide-counter')).toHaveText('1 / 3');
  // The demo's three hero banners, in their display order (issue 23: the order staff set, no id is special).
  expect(await slideTitles(carousel)).toEqual([
    'Seafood Segar dari Laut Nusantara',
    'Pilihan Terbaik Minggu Ini',
    'Rantai Dingin 24/7',
  ]);
  await expect(carousel.getByRole('heading', { name: 'Seafood Segar dari Laut Nusantara' })).toBeVisible();
  await expect(carousel.getByText('Tahun Pengalaman')).toBeVisible();
  // Reduced motion: no auto-play, so the play button is offered.
  await expect(carousel.getByRole('button', { name: 'Putar otomatis' })).toBeVisible();

  await carousel.getByRole('button', { name: 'Slide berikutnya' }).click();
  await expect(carousel.getByTestId('slide-counter')).toHaveText('2 / 3');
  await expect(carousel.getByRole('heading', { name: 'Pilihan Terbaik Minggu Ini' })).toBeVisible();
  await expect(carousel.getByTestId('slide-2').getByRole('img')).toHaveCount(4);
  await carousel.getByRole('button', { name: 'Ke slide 3' }).click();
  await expect(carousel.getByRole('heading', { name: 'Rantai Dingin 24/7' })).toBeVisible();
  await expect(carousel.getByText('Bersertifikat HACCP, ISO 22000 dan halal')).toBeVisible();
  await carousel.getByRole('button', { name: 'Slide berikutnya' }).click();
  await expect(carousel.getByTestId('slide-counter')).toHaveText('1 / 3');
  await carousel.getByRole('button', { name: 'Slide sebelumnya' }).click();
  await expect(carousel.getByTestId('slide-counter')).toHaveText('3 / 3');
  await carousel.getByRole('button', { name: 'Ke slide 1' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByTestId('slide-counter')).toHaveText('1 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByTestId('slide-counter')).toHaveText('2 / 3');

  await carousel.getByRole('button', { name: 'Putar otomatis' }).click();
  await expect(carousel.getByRole('button', { name: 'Jeda putar otomatis' })).toBeVisible();
  await expect(carousel.getByTestId('slide-counter')).toHaveText('3 / 3', { timeout: 8000 });
  await carousel.getByRole('button', { name: 'Jeda putar otomatis' }).click();

  await expect(page.getByTestId('category-card')).toHaveCount(7);
  await expect(page.getByTestId('category-card').first()).toContainText('9 produk');
  const featured = page.locator('#featured-heading').locator('xpath=../..').getByTestId('product-card');
  await expect(featured).toHaveCount(6);
  await expectAccessible(page);

  await page
    .getByTestId('category-card')
    .filter({ hasText: 'Lobster' })
    .getByRole('link', { name: 'Lihat Produk' })
    .click();
  await expect(page).toHaveURL(/\/public\/products\/category\/lobster$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lobster' })).toBeVisible();
});

test('browse: category, search, sort, paginate, product page, add to cart, badge and dropdown', async ({ page }) => {
  await page.goto('/public/products');
  await expect(page.getByTestId('shown-range')).toHaveText(/Menampilkan 1 - 12 dari \d+ produk/);
  await expectAccessible(page);

  await page.getByRole('link', { name: /^Kepiting/ }).click();
  await expect(page).toHaveURL(/\/public\/products\/category\/kepiting$/);
  await expect(page.getByTestId('shown-range')).toHaveText('Menampilkan 1 - 9 dari 9 produk');

  await page.getByRole('link', { name: 'Semua Produk' }).click();
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill('UDANG');
  await expect(page).toHaveURL(/q=UDANG/);
  await expect(page.getByTestId('shown-range')).toHaveText(/dari 10 produk/);

  await page.getByRole('searchbox', { name: 'Cari produk' }).fill('');
  await page.getByLabel('Urutkan').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  // The cheapest product of the whole catalogue comes first, not only the cheapest of one page.
  await expect(page.getByTestId('product-card').first()).toContainText('Lele Dumbo Hidup');

  await page.getByRole('button', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('shown-range')).toHaveText(/Menampilkan 13 - 24/);
  await page.getByLabel('Per halaman').selectOption('24');
  await expect(page.getByTestId('shown-range')).toHaveText(/Menampilkan 1 - 24/);
  await page.reload();
  await expect(page.getByLabel('Urutkan')).toHaveValue('price_asc');
  await expect(page.getByTestId('shown-range')).toHaveText(/Menampilkan 1 - 24/);
  await page.goBack();
  await expect(page.getByTestId('shown-range')).toHaveText(/Menampilkan 13 - 24/);

  await page.goto('/public/products?q=kepiting%20bakau%20jantan');
  await page.getByRole('link', { name: 'Kepiting Bakau Jantan Hidup' }).click();
  await expect(page).toHaveURL(/\/product\/kepiting\/kepiting-bakau-jantan-hidup$/);
  await expect(page).toHaveTitle('Kepiting Bakau Jantan Hidup - CrabClaw Seafood');
  await expect(page.getByRole('navigation', { name: 'Navigasi halaman' })).toContainText('Kepiting');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  const added = page.getByRole('dialog', { name: 'Berhasil Ditambahkan!' });
  await expect(added).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await added.getByRole('button', { name: 'Lihat Keranjang' }).click();
  const dropdown = page.getByRole('dialog', { name: 'Keranjang Belanja' });
  await expect(dropdown).toContainText('Kepiting Bakau Jantan Hidup');
  await dropdown.getByRole('button', { name: 'Tambah jumlah Kepiting Bakau Jantan Hidup' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(dropdown).toContainText('Rp 777.000');
  await dropdown.getByRole('button', { name: 'Kurangi jumlah Kepiting Bakau Jantan Hidup' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect(dropdown.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/public/checkout');
});

// A customer walk: ?page=3&q=udang (1 page of matches) said 'Tidak ada produk untuk "udang"', and ?page=99
// showed no product and no pager. Like the back office's lists, a page past the last shows the last page,
// on the product list and on a category's page.
test('a page past the last shows the last page, the address replaced', async ({ page, request }) => {
  const all = await (await request.get('/api/Product/paginated', { params: { page: 1, pageSize: 12 } })).json();
  const last = (all as { totalPages: number }).totalPages;
  expect(last).toBeGreaterThan(1);
  await page.goto('/public/home');

  await page.goto('/public/products?page=3&q=udang');
  await expect(page).toHaveURL(/\/public\/products\?q=udang$/);
  await expect(page.getByTestId('shown-range')).toHaveText(/^Menampilkan 1 - \d+ dari \d+ produk$/);
  await expect(page.getByTestId('product-card').first()).toContainText(/udang/i);
  await expect(page.getByText('Tidak ada produk untuk', { exact: false })).toHaveCount(0);

  await page.goto('/public/products?page=99');
  await expect(page).toHaveURL(new RegExp(`/public/products\\?page=${last}$`));
  await expect(page.getByRole('button', { name: `Halaman ${last}` })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('shown-range')).toHaveText(new RegExp(`^Menampilkan ${(last - 1) * 12 + 1} - `));

  // Replaced in history, not added: Back goes to the list before, never to the missing page.
  await page.goBack();
  await expect(page).toHaveURL(/\/public\/products\?q=udang$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/public\/home$/);

  // A category's page past its last, the same (its shrimps fit on one page: the address loses its page).
  await page.goto('/category/udang?page=4');
  await expect(page).toHaveURL(/\/category\/udang$/);
  await expect(page.getByTestId('shown-range')).toHaveText(/^Menampilkan 1 - (\d+) dari \1 produk$/);
  await expect(page.getByTestId('product-card').first()).toContainText(/udang/i);
  await expect(page.getByText('Belum ada produk', { exact: false })).toHaveCount(0);
});

test('a sold-out product warns instead of adding', async ({ page }) => {
  await page.goto('/public/products?q=tongkol');
  await expect(page.getByRole('button', { name: 'Habis' })).toBeDisabled();
  await page.goto('/product/ikan-laut/ikan-tongkol-segar');
  await expect(page.getByTestId('stock')).toHaveText('Tidak tersedia');
  await expect(page.getByRole('button', { name: 'Habis' })).toBeDisabled();
});

test('the success dialog closes by itself after 3 seconds', async ({ page }) => {
  await page.goto('/public/products?q=kerang%20hijau');
  await page.getByRole('button', { name: '+ Keranjang' }).click();
  const added = page.getByRole('dialog', { name: 'Berhasil Ditambahkan!' });
  await expect(added).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(added).toBeHidden({ timeout: 6000 });
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

testExpectingStatus(404)(
  'unknown products and categories lead to the product list with a message',
  async ({ page }) => {
    await page.goto('/product/kepiting/tidak-ada');
    await expect(page).toHaveURL(/\/public\/products$/);
    await expect(page.getByText('Produk tidak ditemukan. Silakan pilih dari daftar produk kami.')).toBeVisible();
    await page.goto('/public/products/category/tidak-ada');
    await expect(page).toHaveURL(/\/public\/products$/);
    await expect(page.getByText('Kategori tidak ditemukan. Menampilkan semua produk.')).toBeVisible();
  },
);

test('the spec’s other product targets redirect to the canonical product page', async ({ page, request }) => {
  const { data } = await (await request.get('/api/Product/paginated?search=lobster%20mutiara%20hidup')).json();
  await page.goto(`/product-detail/${data[0].productId}`);
  await expect(page).toHaveURL(/\/product\/lobster\/lobster-mutiara-hidup-500-g$/);
  await page.goto(`/public/products/${data[0].productId}`);
  await expect(page).toHaveURL(/\/product\/lobster\/lobster-mutiara-hidup-500-g$/);
  await page.goto('/category/squid-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Squid Premium' })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(8);
});

// Unknown paths answer 404 (decision 012), which Chromium logs as a failed load.
testExpectingStatus(404)(
  'shell: language switch survives reload, footer shows the general parameters, unknown paths',
  async ({ page }) => {
    await page.goto('/public/home');
    await expect(page.getByTestId('footer-address')).toHaveText(E2E_SHOP.address);
    await expect(page.getByTestId('footer-email')).toHaveText(E2E_SHOP.email);
    await expect(page.getByRole('link', { name: 'Chat WhatsApp' }).first()).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_DIGITS}\\?text=`),
    );
    await expect(page.getByTestId('site-footer')).toContainText(`© ${new Date().getFullYear()}`);

    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await expect(page).toHaveTitle('Home - CrabClaw Seafood');
    await expect(page.getByRole('heading', { name: 'Our Product Categories' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Our Product Categories' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Bahasa Indonesia', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Kategori Produk Kami' })).toBeVisible();

    await page.getByRole('button', { name: 'Hubungi Kami' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await page.getByRole('link', { name: 'Produk', exact: true }).click();
    // Off home the same button leads to the contact page; pressed while home is still shown, it scrolls.
    await expect(page.getByRole('heading', { level: 1, name: 'Produk Seafood' })).toBeVisible();
    await page.getByRole('button', { name: 'Hubungi Kami' }).click();
    await expect(page).toHaveURL(/\/public\/contact$/);

    await page.goto('/tidak/ada/halaman');
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(page).toHaveTitle('Halaman Tidak Ditemukan - CrabClaw Seafood');
  },
);

test('shell: the Company menu opens at the first click and from the keyboard, though its code loads on first use', async ({
  page,
}) => {
  await page.goto('/public/home');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await nav.getByRole('button', { name: 'Perusahaan' }).click();
  await page.getByRole('menuitem', { name: 'Visi & Misi' }).click();
  await expect(page).toHaveURL(/\/public\/company\/vision-mission$/);

  await page.goto('/public/home');
  await nav.getByRole('link', { name: 'Beranda' }).focus();
  await page.keyboard.press('Tab');
  const company = nav.getByRole('button', { name: 'Perusahaan' });
  await expect(company).toBeFocused();
  // The focus brought the menu's code; its button (Radix's, with data-state) took the focus over.
  await expect(company).toHaveAttribute('data-state', 'closed');
  await expect(company).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profil Perusahaan' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/public\/company\/profile$/);
});

test('shell: scroll-to-top and the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/public/home');
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Kembali ke atas' });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: 'Buka menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
  await expect(menu.getByRole('link', { name: 'Visi & Misi' })).toBeVisible();
  await menu.getByRole('link', { name: 'Produk' }).click();
  await expect(page).toHaveURL(/\/public\/products$/);
  await expect(menu).toBeHidden();
});

test('SEO: a crawler gets the product head from the server, and the client keeps it right while navigating', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/product/kepiting/kepiting-bakau-jantan-hidup')).text();
  expect(html).toContain('<link rel="canonical" href=');
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/[0-9a-f]+\/jpeg\.jpg" data-seo>/);
  expect(html).toContain('"@type":"Product"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /app');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    '/product/kepiting/kepiting-bakau-jantan-hidup</loc>',
  );

  await page.goto('/product/kepiting/kepiting-bakau-jantan-hidup');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await page
    .getByRole('navigation', { name: 'Navigasi halaman' })
    .getByRole('link', { name: 'Produk Seafood' })
    .click();
  await expect(page).toHaveURL(/\/public\/products$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/public\/products$/);
  await expect(page).toHaveTitle('Produk Seafood - CrabClaw Seafood');
});

testExpectingStatus(404)('every other storefront page passes axe', async ({ page }) => {
  for (const path of [
    '/category/udang',
    '/public/products/category/udang',
    '/terms',
    '/public/orders',
    '/public/cart',
    '/halaman-tidak-ada',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectAccessible(page);
  }
});

test('home carousel plays every 5 s, keeps a paused slide and gives a slide chosen by hand its whole time', async ({
  page,
}) => {
  const { carousel, counter, progressState } = await openHomeCarouselOnClock(page);
  /** The slide `from` stays until just before `ms` have run on the clock, then `to` takes its place. */
  const expectTurnAfter = async (ms: number, from: string, to: string) => {
    await page.clock.runFor(ms - 100);
    await expect(counter).toHaveText(from);
    await page.clock.runFor(100);
    await expect(counter).toHaveText(to);
  };

  await expectTurnAfter(5000, '1 / 3', '2 / 3');

  await page.clock.runFor(2000);
  await carousel.getByRole('button', { name: 'Jeda putar otomatis' }).click();
  await expect.poll(progressState).toBe('paused');
  await page.clock.runFor(20_000);
  await expect(counter).toHaveText('2 / 3');
  await carousel.getByRole('button', { name: 'Putar otomatis' }).click();
  await expect.poll(progressState).toBe('running');
  await expectTurnAfter(3000, '2 / 3', '3 / 3');

  await page.clock.runFor(4000);
  await carousel.getByRole('button', { name: 'Ke slide 1' }).click();
  await expect(counter).toHaveText('1 / 3');
  await expectTurnAfter(5000, '1 / 3', '2 / 3');
});

test('home carousel follows a swipe on a touch screen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/public/home');
  const carousel = page.getByRole('region', { name: 'Promo unggulan' });
  await expect(carousel.getByTestId('slide-counter')).toHaveText('1 / 3');
  const swipe = async (fromX: number, toX: number) => {
    const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: 300 }];
    await carousel.dispatchEvent('touchstart', { touches: touch(fromX), changedTouches: touch(fromX) });
    await carousel.dispatchEvent('touchmove', {
      touches: touch((fromX + toX) / 2),
      changedTouches: touch((fromX + toX) / 2),
    });
    await carousel.dispatchEvent('touchend', { touches: [], changedTouches: touch(toX) });
  };
  await swipe(300, 120);
  await expect(carousel.getByTestId('slide-counter')).toHaveText('2 / 3');
  await swipe(120, 300);
  await expect(carousel.getByTestId('slide-counter')).toHaveText('1 / 3');
  await swipe(200, 170);
  await expect(carousel.getByTestId('slide-counter')).toHaveText('1 / 3');
});
