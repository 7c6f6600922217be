import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, testExpectingStatus } from './fixtures.ts';
import { createShelf, testWithProduct } from './catalogue.ts';
import { signInThroughApi } from './staff.ts';
import { E2E_SHOP, E2E_WHATSAPP_DIGITS } from './shop-facts.ts';

// A customer walk: ?page=3&q=udang (1 page of matches) said 'Tidak ada produk untuk "udang"', and ?page=99
// showed no product and no pager. Like the back office's lists, a page past the last shows the last page,
// on the product list and on a category's page.
test('a page past the last shows the last page, the address replaced', async ({ page, request, baseURL }) => {
  await signInThroughApi(request, baseURL!);
  // 13 products: two pages of 12, in their category and in a search for their tag.
  const shelf = await createShelf(request, baseURL!, 13);
  const query = () => Object.fromEntries(new URL(page.url()).searchParams);
  try {
    await page.goto('/public/home');
    // One page of matches (products 1 and 10 to 13): the address loses its page.
    const first = shelf.products[0]!.productName;
    await page.goto(`/public/products?page=3&q=${encodeURIComponent(first)}`);
    await expect.poll(query).toEqual({ q: first });
    await expect(page.getByTestId('shown-range')).toHaveText('Menampilkan 1 - 5 dari 5 produk');
    await expect(page.getByText('Tidak ada produk untuk', { exact: false })).toHaveCount(0);

    await page.goto(`/public/products?page=99&q=${shelf.tag}`);
    await expect.poll(query).toEqual({ q: shelf.tag, page: '2' });
    await expect(page.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('shown-range')).toHaveText('Menampilkan 13 - 13 dari 13 produk');

    // Replaced in history, not added: Back goes to the list before, never to the missing page.
    await page.goBack();
    await expect.poll(query).toEqual({ q: first });
    await page.goBack();
    await expect(page).toHaveURL(/\/public\/home$/);

    // A category's page past its last, the same.
    await page.goto(`/category/${shelf.category.slug}?page=4`);
    await expect(page).toHaveURL(new RegExp(`/category/${shelf.category.slug}\\?page=2$`));
    await expect(page.getByTestId('shown-range')).toHaveText('Menampilkan 13 - 13 dari 13 produk');
  } finally {
    await shelf.remove();
  }
});

test('a sold-out product warns instead of adding', async ({ page, request, baseURL }) => {
  await signInThroughApi(request, baseURL!);
  const shelf = await createShelf(request, baseURL!, 1, { stock: 0 });
  const [product] = shelf.products;
  try {
    await page.goto(`/public/products?q=${shelf.tag}`);
    await expect(page.getByRole('button', { name: 'Habis' })).toBeDisabled();
    await page.goto(`/product/${shelf.category.slug}/${product!.slug}`);
    await expect(page.getByTestId('stock')).toHaveText('Tidak tersedia');
    await expect(page.getByRole('button', { name: 'Habis' })).toBeDisabled();
  } finally {
    await shelf.remove();
  }
});

testWithProduct('the success dialog closes by itself after 3 seconds', async ({ page, product }) => {
  await page.goto(`/public/products?q=${encodeURIComponent(product.productName)}`);
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

test('the spec’s other product targets redirect to the canonical product page', async ({ page, request, baseURL }) => {
  await signInThroughApi(request, baseURL!);
  const shelf = await createShelf(request, baseURL!, 2);
  const { productId, slug } = shelf.products[0]!;
  const canonical = new RegExp(`/product/${shelf.category.slug}/${slug}$`);
  try {
    await page.goto(`/product-detail/${productId}`);
    await expect(page).toHaveURL(canonical);
    await page.goto(`/public/products/${productId}`);
    await expect(page).toHaveURL(canonical);
    await page.goto(`/category/${shelf.category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: shelf.category.categoryName })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(2);
  } finally {
    await shelf.remove();
  }
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

// Home shows the product's category: something to scroll past.
testWithProduct('shell: scroll-to-top and the mobile menu', async ({ page }) => {
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

/** Opens each path and has axe read it. */
async function expectAccessiblePages(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectAccessible(page);
  }
}

testExpectingStatus(404)('every other storefront page passes axe', async ({ page }) => {
  await expectAccessiblePages(page, ['/terms', '/public/orders', '/public/cart', '/halaman-tidak-ada']);
});

test('a category’s pages pass axe', async ({ page, request, baseURL }) => {
  await signInThroughApi(request, baseURL!);
  const shelf = await createShelf(request, baseURL!, 1);
  try {
    const slug = shelf.category.slug;
    await expectAccessiblePages(page, [`/category/${slug}`, `/public/products/category/${slug}`]);
  } finally {
    await shelf.remove();
  }
});
