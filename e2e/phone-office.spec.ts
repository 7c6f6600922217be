import { expect, expectAccessible, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { newBuyer, placeOrderThroughApi, uniquePhone } from './shopping.ts';
import { signInThroughApi } from './staff.ts';

// Issue 23: the back office on a phone (search first, figures folded, one labelled menu of actions per order)
// and a dashboard whose figures lead to what they count, low stock judged per product. Each journey orders
// and watches products of its own.
const test = testWithProduct;

const PHONE = { width: 360, height: 740 };

test('at 360 px an order found by its phone shows without scrolling past the folded summary, and its menu works by keyboard', async ({
  page,
  baseURL,
  makeProduct,
}) => {
  const request = page.request;
  await signInThroughApi(request, baseURL!);
  const tag = uniqueTag();
  const product = await makeProduct({ productName: `Kerapu ${tag}`, stock: 20 });
  const phone = uniquePhone();
  const order = await placeOrderThroughApi(
    request,
    {
      customerInfo: newBuyer({ fullName: `Wayan Sudarma ${tag}`, phone }),
      items: [{ productId: product.productId, quantity: 1 }],
    },
    baseURL,
  );

  await page.setViewportSize(PHONE);
  await page.goto('/app/orders');
  const summary = page.getByText('Ringkasan', { exact: true });
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('order-stats')).toBeHidden();
  await page.getByRole('searchbox').fill(phone);
  const card = page.getByTestId('order-card').filter({ hasText: order.orderNumber });
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  // In view without scrolling: the search and filters come first, the figures take one line.
  await expect(card).toBeInViewport();

  await summary.click();
  await expect(page.getByTestId('order-stats')).toBeVisible();
  await summary.click();
  await expect(page.getByTestId('order-stats')).toBeHidden();

  // The menu from the keyboard: Enter opens it, the arrows move, Enter chooses.
  const actions = card.getByRole('button', { name: `Tindakan pesanan ${order.orderNumber}` });
  await expect(actions).toHaveText('Tindakan');
  await actions.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('group', { name: 'Ubah Status' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Unduh Invoice' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Diproses' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ubah status menjadi Diproses?' });
  await dialog.getByRole('button', { name: 'Ya, perbarui!' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Diproses');

  await card.getByRole('button', { name: `Tindakan pesanan ${order.orderNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Lihat Detail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pesanan #${order.orderNumber}` })).toBeVisible();
  await expectAccessible(page);
});

test('on a wide screen the summary starts open', async ({ page, baseURL }) => {
  await signInThroughApi(page.request, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/orders');
  await expect(page.getByTestId('order-stats')).toBeVisible();
  await expectAccessible(page);
});

test('the dashboard leads to the orders it counts, to a low product’s editor and to the latest order', async ({
  page,
  baseURL,
  makeProduct,
}) => {
  const request = page.request;
  await signInThroughApi(request, baseURL!);
  const tag = uniqueTag();
  // Low by the default of 5, not by its own threshold of 2.
  const ignored = await makeProduct({
    productName: `Aaa Teri ${tag}`,
    stock: 3,
    lowStockThreshold: 2,
  });
  // Out of stock, held to its own threshold; named to sort first among those, which the dashboard lists by name.
  const watched = await makeProduct({
    productName: `Aaa Tenggiri ${tag}`,
    stock: 0,
    lowStockThreshold: 50,
  });
  const sold = await makeProduct({ productName: `Bawal ${tag}`, stock: 9 });
  const order = await placeOrderThroughApi(
    request,
    {
      customerInfo: newBuyer({ fullName: `Made Arsana ${tag}` }),
      items: [{ productId: sold.productId, quantity: 1 }],
    },
    baseURL,
  );

  await page.goto('/app');
  const lowStock = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Stok menipis' }) });
  await expect(lowStock.getByRole('link', { name: new RegExp(watched.productName) })).toContainText('Batas 50 kg');
  await expect(lowStock.getByText(ignored.productName)).toHaveCount(0);
  await lowStock.getByRole('link', { name: new RegExp(watched.productName) }).click();
  await expect(page).toHaveURL(new RegExp(`/app/product/edit/${watched.productId}$`));
  await expect(page.getByLabel('Batas stok menipis')).toHaveValue('50');

  await page.goto('/app');
  await page.getByRole('link', { name: /Pesanan menunggu/ }).click();
  await expect(page).toHaveURL(/\/app\/orders\?status=Pending$/);
  await expect(page.getByLabel('Status pesanan')).toHaveValue('Pending');

  await page.goto('/app');
  await page.getByRole('link', { name: /Pesanan hari ini/ }).click();
  await expect(page).toHaveURL(/\/app\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('order-row').filter({ hasText: order.orderNumber })).toBeVisible();

  await page.goto('/app');
  await page.getByRole('link', { name: order.orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pesanan #${order.orderNumber}` })).toBeVisible();
  await expectAccessible(page);
});
