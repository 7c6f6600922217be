import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, uniqueTag } from './fixtures.ts';
import { fillCheckoutForm, newBuyer } from './shopping.ts';
import { createProduct, deleteProducts, type CreatedProduct } from './catalogue.ts';
import { signInThroughApi } from './staff.ts';

// Issue 21: once, "Proses Pesanan" did nothing and no request reached the server. A visitor on a busy phone
// presses a button as soon as it shows, before the page has settled (a server-rendered page shows its
// buttons before its code has run, decision 020): every press must still do its work.

/** Opens `path` and returns once its answer begins: the journeys' page.goto would wait for hydration. */
async function open(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
}

/**
 * Two products in stock, created as staff through the API in a demo category no other journey counts (home
 * lists every category, so a category of the test's own would change what other journeys see). Returns their
 * names and the removal of both (an ordered product is hidden, not deleted).
 */
async function createProducts(
  request: APIRequestContext,
  baseURL: string,
  tag: string,
): Promise<{ names: string[]; remove: () => Promise<void> }> {
  await signInThroughApi(request, baseURL);
  const category = await request.get('/api/CrabClawCategories/slug/ikan-air-tawar');
  expect(category.status()).toBe(200);
  const { categoryId } = (await category.json()) as { categoryId: number };
  const names = [`Ikan Nila ${tag}`, `Ikan Gurame ${tag}`];
  const products: CreatedProduct[] = [];
  for (const productName of names) {
    products.push(await createProduct(request, baseURL, { productName, categoryId, originalPrice: 50_000 }));
  }
  return { names, remove: () => deleteProducts(request, baseURL, products) };
}

test('every storefront button pressed as soon as it shows does its work', async ({ page, request, baseURL }) => {
  test.slow();
  const tag = uniqueTag();
  const { names, remove } = await createProducts(request, baseURL!, tag);
  try {
    await pressEveryButton(page, tag, names[0]!, names[1]!);
  } finally {
    await remove();
  }
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
  // Home's featured cards, a demo product's: the test's own products are not featured.
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
