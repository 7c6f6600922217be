import type { APIRequestContext, Page } from '@playwright/test';
import type { StoreProduct } from '@crabclaw/shared';
import { test, expect, uniqueTag } from './fixtures.ts';
import { anyCategoryId, createProduct, deleteProducts, storeProduct } from './catalogue.ts';
import { recordFormCode } from './form-code.ts';
import { signInThroughApi } from './staff.ts';
import { E2E_SHOP } from './shop-facts.ts';

// Issue 21: the server sends the cart's and checkout's frame (header, headings, a skeleton where the
// device's cart goes), the same for every visitor; the browser fills it from the device's cart.

/** Three products of their own, made through the API as staff make them, and read back as the cart reads them. */
async function createProducts(request: APIRequestContext, baseURL: string): Promise<StoreProduct[]> {
  await signInThroughApi(request, baseURL);
  const categoryId = await anyCategoryId(request, baseURL);
  const tag = uniqueTag();
  const products: StoreProduct[] = [];
  for (const [i, originalPrice] of [125_000, 80_000, 42_000].entries()) {
    const { productId } = await createProduct(request, baseURL, {
      productName: `Bingkai uji ${tag} ${i + 1}`,
      categoryId,
      originalPrice,
      stock: 20,
    });
    products.push(await storeProduct(request, productId));
  }
  return products;
}

/** Puts the products in the device's cart, one of each, as the cart store saves them. */
async function putInCart(page: Page, products: StoreProduct[]): Promise<void> {
  await page.goto('/public/company/profile');
  const lines = products.map((product) => ({
    id: product.productId,
    name: product.productName,
    category: product.category.name,
    weight: product.weight,
    price: product.price,
    quantity: 1,
    image: null,
    inStock: product.inStock,
    status: product.productStatus,
    saleUnit: product.saleUnit,
    stock: product.stock,
  }));
  await page.evaluate((saved) => localStorage.setItem('cart', JSON.stringify(saved)), lines);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart and checkout show their frame: header, heading, steps and a skeleton of the lines', async ({
    page,
  }) => {
    await page.goto('/public/cart');
    await expect(page.getByRole('banner').getByRole('link', { name: /CrabClaw/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Keranjang Belanja' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Langkah pemesanan' })).toBeVisible();
    await expect(page.getByTestId('cart-skeleton')).toBeVisible();
    await expect(page.getByTestId('footer-email')).toHaveText(E2E_SHOP.email);
    await expect(page).toHaveTitle(/^Keranjang/);

    await page.goto('/public/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('checkout-skeleton')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});

test('the server’s cart and checkout hold a skeleton where the cart goes, never a cart', async ({ request }) => {
  for (const [path, skeleton] of [
    ['/public/cart', 'cart-skeleton'],
    ['/public/checkout', 'checkout-skeleton'],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html, path).toContain(`data-testid="${skeleton}"`);
    expect(html, path).not.toMatch(/data-testid="(cart-line|empty-cart)"/);
    // The mark that has index.html's loader ask for the code at once, not after the first paint.
    expect(html, path).toContain('data-filled-by-code=""');
  }
  // A page the server fills waits for its first paint (decision 016).
  expect(await (await request.get('/public/company/profile')).text()).not.toContain('data-filled-by-code=""');
});

test('holding a cart, the cart and checkout ask for their code while the document is read, not after its first paint', async ({
  page,
  request,
  baseURL,
}) => {
  const products = await createProducts(request, baseURL!);
  try {
    await putInCart(page, products);
    for (const [path, filled] of [
      ['/public/cart', 'cart-line'],
      ['/public/checkout', 'order-total'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(filled).first()).toBeVisible();
      const { firstCode, documentRead } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime);
        return { firstCode: Math.min(...code), documentRead: navigation!.domContentLoadedEventStart };
      });
      expect(firstCode, path).toBeLessThan(documentRead);
    }
  } finally {
    await deleteProducts(request, baseURL!, products);
  }
});

test('an empty cart asks for its code after its first frame, as the content pages do', async ({ page }) => {
  // Frames counted from the document's start; the loader's own frame callback runs after the first of these.
  await page.addInitScript(() => {
    const seen = window as unknown as { framesBeforeCode?: number };
    let frames = 0;
    const count = () => requestAnimationFrame(() => ((frames += 1), count()));
    count();
    new MutationObserver((records, observer) => {
      const code = records.some((record) =>
        [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && node.type === 'module'),
      );
      if (!code) return;
      seen.framesBeforeCode = frames;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/public/cart');
  await expect(page.getByTestId('empty-cart')).toBeVisible();
  const framesBeforeCode = await page.evaluate(() => (window as { framesBeforeCode?: number }).framesBeforeCode);
  expect(framesBeforeCode).toBeGreaterThanOrEqual(1);
});

test('an empty cart says so once the page has its code, in the frame’s place', async ({ page }) => {
  await page.goto('/public/cart');
  await expect(page.getByTestId('empty-cart')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Keranjang Anda kosong' })).toBeVisible();
  await expect(page.getByTestId('cart-item-count')).toHaveText('0 barang');
  await expect(page.getByTestId('cart-skeleton')).toHaveCount(0);
});

test('a cart holding products shows their lines without the form code, and checkout its form, checks on first use', async ({
  page,
  request,
  baseURL,
}) => {
  const products = await createProducts(request, baseURL!);
  try {
    await putInCart(page, products);
    const formCode = recordFormCode(page);
    await page.goto('/public/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    for (const product of products) await expect(page.getByText(product.productName)).toBeVisible();
    await expect(page.getByTestId('cart-item-count')).toHaveText('3 barang');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('Rp 247.000');
    await expect(page.getByTestId('shipping-estimate')).toContainText('Rp');
    await page.waitForLoadState('networkidle');
    expect(formCode).toEqual([]);

    await page.goto('/public/checkout');
    await expect(page.getByLabel('Nama Lengkap')).toBeVisible();
    await expect(page.getByTestId('checkout-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toContainText('Rp');
    // Checkout asks for the form library with the page, and for zod once a field is used (issue 21): so the
    // check above would see them had the cart asked.
    await page.waitForLoadState('networkidle');
    expect(formCode).toEqual(['forms']);
    await page.getByLabel('Nama Lengkap').focus();
    await expect.poll(() => formCode).toEqual(['forms', 'zod']);
  } finally {
    await deleteProducts(request, baseURL!, products);
  }
});

test('checkout with an empty cart goes to the cart, showing no form on the way', async ({ page }) => {
  await page.addInitScript(() => {
    // Notes whether the checkout form ever reached the document.
    new MutationObserver(() => {
      if (document.getElementById('fullName')) sessionStorage.setItem('formShown', '1');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/public/checkout');
  await expect(page).toHaveURL(/\/public\/cart$/);
  await expect(page.getByTestId('empty-cart')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('formShown'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the cart’s heading and footer stay where the frame put them as the device’s cart fills it', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const tab = window as typeof window & { shifts?: number };
      tab.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) tab.shifts! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as typeof window & { shifts?: number }).shifts);
    await page.goto('/public/cart');
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    expect(await shifts()).toBeLessThan(0.05);

    const products = await createProducts(request, baseURL!);
    try {
      await putInCart(page, products);
      await page.goto('/public/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      expect(await shifts()).toBeLessThan(0.05);
    } finally {
      await deleteProducts(request, baseURL!, products);
    }
  });
});
