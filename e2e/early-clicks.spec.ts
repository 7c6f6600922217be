import type { Page } from '@playwright/test';
import { expect, uniqueTag } from './fixtures.ts';
import { fillCheckoutForm, newBuyer } from './shopping.ts';
import { testWithProduct } from './catalogue.ts';

// Issue 21: once, "Proses Pesanan" did nothing and no request reached the server. A visitor on a busy phone
// presses a button as soon as it shows, before the page has settled (a server-rendered page shows its
// buttons before its code has run, decision 020): every press must still do its work.

/** Opens `path` and returns once its answer begins: the journeys' page.goto would wait for hydration. */
async function open(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
}

testWithProduct('every storefront button pressed as soon as it shows does its work', async ({ page, makeProduct }) => {
  testWithProduct.slow();
  const tag = uniqueTag();
  const listed = await makeProduct({ productName: `Ikan Nila ${tag}`, originalPrice: 50_000 });
  const detailed = await makeProduct({ productName: `Ikan Gurame ${tag}`, originalPrice: 50_000 });
  // Home shows featured products: one of the journey's own, so an empty shop has a card there to press.
  await makeProduct({ productName: `Ikan Bawal ${tag}`, isUnggulan: true });
  await pressEveryButton(page, tag, listed.productName, detailed.productName);
});

/** Presses each button the moment it shows on a page just opened, and checks the press's effect. */
async function pressEveryButton(page: Page, tag: string, listed: string, detailed: string): Promise<void> {
  const badge = page.getByTestId('cart-badge');

  // The language switch, on pages fresh from the server.
  await open(page, '/public/company/profile');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await open(page, '/public/home');
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  // Add to cart from the product list, from home and, with its quantity stepped up, on a product page. The
  // count in the header is the press's effect: the 'added' dialog closes itself after 3 s, which a loaded
  // machine can take to press its button.
  await open(page, `/public/products?q=${tag}`);
  const card = page.getByTestId('product-card').filter({ hasText: listed });
  await card.getByRole('button', { name: '+ Keranjang' }).click();
  await expect(badge).toHaveText('1');
  const detailPath = await page
    .getByTestId('product-card')
    .filter({ hasText: detailed })
    .getByRole('link')
    .first()
    .getAttribute('href');

  await open(page, '/public/home');
  // Home's first featured card: the journey's own featured product, or one the shop featured before it.
  await page
    .getByTestId('product-card')
    .getByRole('button', { name: 'Tambah ke Keranjang', disabled: false })
    .first()
    .click();
  await expect(badge).toHaveText('2');

  await open(page, detailPath!);
  await page.getByRole('button', { name: 'Tambah jumlah', exact: true }).click();
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(badge).toHaveText('4');

  // The cart's stepper and the checkout's steps, each page loaded afresh.
  await open(page, '/public/cart');
  await page.getByRole('button', { name: `Tambah jumlah ${listed}` }).click();
  await expect(badge).toHaveText('5');
  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  await expect(page).toHaveURL(/\/public\/checkout$/);

  await open(page, '/public/checkout');
  await fillCheckoutForm(page, newBuyer());
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-confirmation$/);

  await open(page, '/public/order-confirmation');
  const placed = page.waitForResponse((answer) => answer.url().endsWith('/api/Orders/create'));
  await page.getByRole('button', { name: 'Proses Pesanan' }).click();
  expect((await placed).status()).toBe(201);
  await expect(page.getByRole('dialog', { name: 'Pesanan Berhasil Dibuat!' })).toBeVisible();
  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
}
