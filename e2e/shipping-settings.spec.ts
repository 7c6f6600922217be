import type { ShippingSettings } from '@crabclaw/shared';
import { expect, expectAccessible, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { addToCartOnProductPage, fillCheckoutForm, newBuyer } from './shopping.ts';
import { signInThroughApi } from './staff.ts';

// Decision 041: shipping is the shop's to set. Staff price regular shipping in Java for light orders, switch
// express off, rename regular and set its delivery time at /app/shipping; the terms, the staff's order desk, the
// cart, checkout and the placed order follow, for a product of the journey's own. The settings are put back after.
const test = testWithProduct;

const bandung = newBuyer({
  address: 'Jl. Braga No. 21, Sumur Bandung',
  city: 'Bandung',
  province: 'Jawa Barat',
  postalCode: '40111',
});

test('staff price a weight band, switch a method off and rename one; the order desk and checkout offer exactly that', async ({
  page,
  baseURL,
  makeProduct,
}) => {
  // A settings screen, the cart, checkout, confirmation and success pages, each read by axe or waited on.
  test.slow();
  const request = page.request;
  await signInThroughApi(request, baseURL!);
  const before = (await (await request.get('/api/admin/shipping')).json()) as ShippingSettings;
  const product = await makeProduct({ productName: `Udang Beku ${uniqueTag()}`, weight: 1 });
  try {
    await page.goto('/app/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Pengiriman' })).toBeVisible();
    const regular = page.getByTestId('shipping-method-regular');
    await regular.getByRole('button', { name: 'Tambah tarif' }).click();
    const band = regular.getByTestId('shipping-rate').last();
    await band.getByLabel('Zona').selectOption('Jawa');
    await band.getByLabel('Sampai (kg)').fill('-2');
    await band.getByLabel('Tarif (Rp)').fill('11000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    // A band's limit must be above 0: said on the field, nothing saved.
    await expect(band.getByText('Batas berat harus lebih dari 0 kg')).toBeVisible();
    await band.getByLabel('Sampai (kg)').fill('2');
    await page.getByTestId('shipping-method-express').getByLabel('Ditawarkan').uncheck();
    await regular.getByLabel('Hari tercepat').fill('4');
    await regular.getByLabel('Hari terlama').fill('6');
    const regularName = `Reguler Hemat ${uniqueTag()}`;
    await regular.getByLabel('Nama (Indonesia)').fill(regularName);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Pengaturan pengiriman disimpan')).toBeVisible();
    await expectAccessible(page);

    // The terms state the delivery times the shop set, as checkout promises them.
    await page.goto('/terms');
    await expect(page.getByTestId('shop-page')).toContainText('Reguler 4-6 hari');

    // Staff taking an order by phone are offered the same methods, under the names they set.
    await page.goto('/app/orders/create');
    const staffShipping = page.getByLabel('Metode pengiriman');
    await expect(staffShipping).toContainText(regularName);
    await expect(staffShipping).not.toContainText('Pengiriman Express');

    // One kilogram: the new band for Java up to 2 kg.
    await page.goto(`/product/${product.category.slug}/${product.slug}`);
    await addToCartOnProductPage(page);
    await page.goto('/public/cart');
    await expect(page.getByTestId('shipping-estimate')).toContainText('11.000');
    await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
    await fillCheckoutForm(page, bandung);
    const regularCard = page.locator('label').filter({ has: page.getByText(regularName, { exact: true }) });
    await expect(regularCard).toContainText('11.000');
    await expect(regularCard.getByRole('radio')).toBeChecked();
    await expect(page.getByText('Pengiriman Express', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('order-totals')).toContainText('11.000');

    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(page).toHaveURL(/\/public\/order-confirmation$/);
    await expect(page.getByTestId('order-totals')).toContainText('11.000');
    // The method keeps the shop's name on every page after checkout's.
    await expect(page.getByText(`${regularName} · `)).toBeVisible();
    await page.getByRole('button', { name: 'Proses Pesanan' }).click();
    await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('order');
    await expect(page.getByTestId('order-totals')).toContainText('11.000');
    await expect(page.getByText(regularName, { exact: true })).toBeVisible();
    const stored = await (await request.get(`/api/Orders/${orderId}`)).json();
    expect(stored).toMatchObject({ shippingCost: 11_000, total: 100_000 + 11_000 });
    await page.goto(`/app/orders/${orderId}`);
    await expect(page.getByRole('main')).toContainText(`${regularName} (`);
  } finally {
    const restored = await request.put('/api/admin/shipping', { data: before, headers: { origin: baseURL! } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
