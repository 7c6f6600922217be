import { test, expect, expectAccessible, uniqueTag } from './fixtures.ts';
import { createProduct, deleteProducts } from './catalogue.ts';
import { newBuyer, placeOrderThroughApi } from './shopping.ts';
import { signInAsNewStaff, signInThroughApi } from './staff.ts';

// Issue 26: staff take an order down while talking to the customer, on a phone held in one hand, and change
// an unpaid order when the customer calls back. In Indonesian, the default.

const PHONE = { width: 360, height: 740 };

test.describe('orders taken by staff', () => {
  let product: { productId: number; productName: string };

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, baseURL!);
    product = await createProduct(request, baseURL!, {
      productName: `Kerapu telepon ${uniqueTag()}`,
      originalPrice: 150_000,
    });
    await request.dispose();
  });

  test.afterAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, baseURL!);
    await deleteProducts(request, baseURL!, [product]);
    await request.dispose();
  });

  test('a Manager takes a phone order at 360 px for an earlier customer found by phone number', async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = newBuyer({ fullName: `Dewi Lestari ${uniqueTag()}`, address: 'Jl. Pelabuhan Ratu No. 12, Ancol' });
    await placeOrderThroughApi(request, {
      customerInfo: buyer,
      items: [{ productId: product.productId, quantity: 1 }],
    });
    const manager = await signInAsNewStaff(page, baseURL!, 'Manager');

    await page.setViewportSize(PHONE);
    await page.goto('/app/orders');
    await page.getByRole('link', { name: 'Catat Pesanan' }).click();
    await expect(page.getByRole('heading', { name: 'Catat Pesanan' })).toBeVisible();

    // The caller says their number as people say it: with +62 and dashes.
    await page
      .getByRole('searchbox', { name: 'Cari pelanggan sebelumnya' })
      .fill(`+62 ${buyer.phone.slice(1, 4)}-${buyer.phone.slice(4)}`);
    await page.getByRole('button', { name: `Pakai ${buyer.fullName}` }).click();
    await expect(page.getByLabel('Nama lengkap')).toHaveValue(buyer.fullName);
    await expect(page.getByLabel('Alamat')).toHaveValue(buyer.address);
    await expect(page.getByLabel('Provinsi')).toHaveValue(buyer.province);

    await page.getByRole('searchbox', { name: 'Cari produk berdasarkan nama' }).fill(product.productName);
    await page.getByRole('button', { name: `Tambah ${product.productName}` }).click();
    await page.getByRole('button', { name: `Tambah satu ${product.productName}` }).click();
    await expect(page.getByLabel(`Jumlah ${product.productName}`)).toHaveValue('2');
    await expect(page.getByRole('radio', { name: 'Telepon' })).toBeChecked();
    await page.getByLabel('Catatan').fill('Antar sebelum jam 10 pagi');
    await expectAccessible(page);
    // One thumb: nothing on the form is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Simpan Pesanan' }).click();

    await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
    // The address changes before the order's page replaces the form's heading.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#');
    const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(/^.*#/, '');
    await expect(page.getByTestId('order-badges').getByText('Telepon')).toBeVisible();
    await expect(page.getByTestId('taken-by')).toContainText(manager);
    await expect(page.getByTestId('order-history')).toContainText('Dicatat oleh staf (Telepon)');
    await expect(page.getByText(buyer.fullName).first()).toBeVisible();
    await expect(page.getByText(buyer.address, { exact: false })).toBeVisible();
    await expect(page.getByText('2 × Rp')).toBeVisible();

    // The list is the whole shop's: searched for this order, so other journeys' orders never push it off the page.
    await page.goto(`/app/orders?q=${orderNumber}`);
    await page.getByLabel('Saluran').selectOption('phone');
    const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('order-channel')).toHaveText('Telepon');

    // The Owner's list names the customer on the row.
    await signInThroughApi(page.request, baseURL!);
    await page.goto(`/app/orders?channel=phone&q=${orderNumber}`);
    const ownersCard = page.getByTestId('order-card').filter({ hasText: orderNumber });
    await expect(ownersCard).toContainText(buyer.fullName);
    await expect(ownersCard).toContainText(buyer.email);
  });

  test('a User sees no button to take an order, and the server refuses one', async ({ page, baseURL }) => {
    await signInAsNewStaff(page, baseURL!, 'User');
    await page.goto('/app/orders');
    await expect(page.getByRole('heading', { name: 'Pesanan', exact: true })).toBeVisible();
    await expect(page.getByTestId('order-row').or(page.getByText('Tidak ada pesanan')).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Catat Pesanan' })).toHaveCount(0);
    await page.goto('/app/orders/create');
    await expect(page).toHaveURL(/\/app\/orders$/);

    const refused = await page.request.post('/api/admin/orders', {
      headers: { origin: baseURL! },
      data: {
        customerInfo: newBuyer(),
        items: [{ productId: product.productId, quantity: 1 }],
        shippingMethod: { id: 'regular' },
        paymentMethod: { id: 'bank_transfer' },
        channel: 'phone',
      },
    });
    expect(refused.status()).toBe(403);
  });

  test('a Manager adds a kilo to an unpaid order from its page: stock and total follow', async ({ page, baseURL }) => {
    const order = await placeOrderThroughApi(page.request, {
      items: [{ productId: product.productId, quantity: 2 }],
    });
    await signInAsNewStaff(page, baseURL!, 'Manager');
    const stockBefore = await stockOf(page.request, product.productId);

    await page.goto(`/app/orders/${order.orderId}`);
    await page.getByRole('button', { name: 'Ubah isi pesanan' }).click();
    const editor = page.getByRole('form', { name: 'Ubah pesanan ini' });
    await editor.getByRole('button', { name: `Tambah satu ${product.productName}` }).click();
    await expect(editor.getByLabel(`Jumlah ${product.productName}`)).toHaveValue('3');
    await editor.getByRole('button', { name: 'Simpan Perubahan' }).click();

    await expect(page.getByText('3 × Rp')).toBeVisible();
    await expect(page.getByTestId('order-total')).not.toHaveText(/^Rp\s?0$/);
    await expect(page.getByTestId('order-history')).toContainText('Isi pesanan diubah');
    await expect(page.getByTestId('order-history')).toContainText(`Sesudah: 3 × ${product.productName}`);
    expect(await stockOf(page.request, product.productId)).toBe(stockBefore - 1);
    const after = (await (await page.request.get(`/api/Orders/${order.orderId}`)).json()) as {
      orderNumber: string;
      total: number;
    };
    expect(after.orderNumber).toBe(order.orderNumber);
    expect(after.total).toBeGreaterThan(order.total);
  });
});

async function stockOf(request: import('@playwright/test').APIRequestContext, productId: number): Promise<number> {
  const product = (await (await request.get(`/api/Product/${productId}`)).json()) as {
    stock?: number;
    data?: { stock: number };
  };
  return product.stock ?? product.data!.stock;
}
