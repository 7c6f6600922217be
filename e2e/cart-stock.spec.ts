import type { APIRequestContext, Page } from '@playwright/test';
import type { StoreProduct } from '@crabclaw/shared';
import { test, expect } from './fixtures.ts';

/**
 * Issue 11: the cart caps each line at the stock it last read and says so; checkout reads the stock
 * again before its form is shown. A demo product with a small stock, read through the API so the test
 * does not depend on the seed's figure.
 */
const PRODUCT = 'Lobster Batik Hidup';

async function smallStockProduct(request: APIRequestContext): Promise<StoreProduct> {
  const list = await request.get('/api/Product/paginated', { params: { search: PRODUCT, pageSize: 10 } });
  expect(list.ok()).toBe(true);
  const found = ((await list.json()) as { data: StoreProduct[] }).data.find((p) => p.productName === PRODUCT);
  expect(found, `${PRODUCT} in the demo catalogue`).toBeDefined();
  // The line's stock comes from the product itself, as the cart reads it.
  const product = (await (await request.get(`/api/Product/${found!.productId}`)).json()) as StoreProduct;
  expect(product.inStock).toBe(true);
  expect(product.stock, 'a stock below the 99 cap').toBeLessThan(99);
  expect(product.stock).toBeGreaterThan(1);
  return product;
}

/** Puts one line in the device's cart, as an older visit left it: no stock kept, any quantity. */
async function putInCart(page: Page, product: StoreProduct, quantity: number) {
  await page.goto('/public/company/profile');
  await page.evaluate(([line]) => localStorage.setItem('cart', JSON.stringify([line])), [
    {
      id: product.productId,
      name: product.productName,
      category: product.category.name,
      weight: product.weight,
      price: product.price,
      quantity,
      image: null,
      inStock: true,
      status: product.productStatus,
    },
  ] as const);
}

test('the cart page caps a line at the stock and says how many are left', async ({ page }) => {
  const product = await smallStockProduct(page.request);
  const stock = product.stock;
  await putInCart(page, product, stock - 1);
  await page.goto('/public/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('stock-left')).toHaveText(`Stok tersisa ${stock}`);

  const quantity = page.getByRole('spinbutton', { name: `Jumlah ${PRODUCT}` });
  const more = page.getByRole('button', { name: `Tambah jumlah ${PRODUCT}` });
  await expect(quantity).toHaveValue(String(stock - 1));
  await more.click();
  await expect(quantity).toHaveValue(String(stock));
  await expect(more).toBeDisabled();

  await page.getByRole('button', { name: `Kurangi jumlah ${PRODUCT}` }).click();
  await expect(quantity).toHaveValue(String(stock - 1));
  await quantity.fill('99');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(stock));
  await expect(page.getByText(`Stok tersisa ${stock}: jumlah disesuaikan`)).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0].quantity)).toBe(stock);
});

test('the header dropdown caps a line at the stock too', async ({ page }) => {
  const product = await smallStockProduct(page.request);
  const stock = product.stock;
  await putInCart(page, product, stock - 1);
  await page.goto('/public/products');
  await page.getByRole('button', { name: /^Buka keranjang/ }).click();
  const dropdown = page.getByRole('dialog', { name: 'Keranjang Belanja' });
  await expect(dropdown.getByTestId('stock-left')).toHaveText(`Stok tersisa ${stock}`);
  const more = dropdown.getByRole('button', { name: `Tambah jumlah ${PRODUCT}` });
  await more.click();
  await expect(dropdown.getByLabel(`Jumlah ${PRODUCT}`, { exact: true })).toHaveText(String(stock));
  await expect(more).toBeDisabled();
});

test('checkout reads the stock again and sends a line above it back to the cart before the form', async ({ page }) => {
  const product = await smallStockProduct(page.request);
  const stock = product.stock;
  await putInCart(page, product, 99);
  await page.goto('/public/checkout');

  await expect(page).toHaveURL(/\/public\/cart$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Stok berubah' })).toBeVisible();
  await expect(page.getByTestId('stock-lowered')).toHaveText(
    `Jumlah diturunkan dari 99 ke ${stock} mengikuti stok terbaru`,
  );
  await expect(page.getByRole('spinbutton', { name: `Jumlah ${PRODUCT}` })).toHaveValue(String(stock));
  await expect(page.getByLabel('Nama Lengkap')).toHaveCount(0);

  // Seen and capped: checkout now shows its form.
  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  await expect(page).toHaveURL(/\/public\/checkout$/);
  await expect(page.getByLabel('Nama Lengkap')).toBeVisible();
});
