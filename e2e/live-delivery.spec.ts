import { expect, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { chooseDeliverySlot, continueShopping, fillCheckoutForm, uniquePhone } from './shopping.ts';
import { signInThroughApi } from './staff.ts';
import { E2E_SHOP } from './shop-facts.ts';

// Issue 27: live and fresh products go only by the Fresh Courier, inside the delivery area staff set
// (general parameter 017; the demo's is Jabodetabek). The cart and checkout say why a method is not offered.

const test = testWithProduct;

const BUYER = {
  fullName: 'Rina Kartika',
  email: `rina.${uniqueTag()}@example.co.id`,
  phone: uniquePhone(),
  address: 'Jl. Braga No. 21, Sumur Bandung',
  city: 'Bandung',
  province: 'Jawa Barat',
  postalCode: '40111',
};

test('staff mark a crab live; a Bandung address is told why, and a Jakarta one gets the Fresh Courier', async ({
  page,
  baseURL,
  makeProduct,
}) => {
  await signInThroughApi(page.request, baseURL!);
  const name = `Kepiting Bakau Hidup ${uniqueTag()}`;
  const { productId, slug, category } = await makeProduct({ productName: name, originalPrice: 250_000 });

  // Staff say in the product form how it travels.
  await page.goto(`/app/product/edit/${productId}`);
  const handling = page.getByLabel(/^Penanganan/);
  await expect(handling).toHaveValue('frozen');
  await handling.selectOption('live');
  await page.getByRole('button', { name: 'Perbarui Produk' }).click();
  await expect(page.getByText('Produk diperbarui')).toBeVisible();

  await page.goto(`/product/${category.slug}/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('handling-badge').first()).toHaveText('Hidup');
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await continueShopping(page);

  await page.goto('/public/cart');
  await expect(page.getByTestId('shipping-note')).toContainText(
    `${name} hanya dikirim dengan Kurir Segar, hari ini atau besok, ke area ${E2E_SHOP.deliveryArea}`,
  );
  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  await expect(page).toHaveURL(/\/public\/checkout$/);
  await fillCheckoutForm(page, BUYER);

  const courier = page.locator('label').filter({ has: page.getByText('Kurir Segar', { exact: true }) });
  await expect(courier.getByTestId('method-refusal')).toHaveText(
    `Kurir Segar (hari yang sama atau besok) hanya mengantar ke area: ${E2E_SHOP.deliveryArea}. Alamat Anda di luar area ini.`,
  );
  await expect(courier.getByRole('radio')).toBeDisabled();
  const regular = page.locator('label').filter({ has: page.getByText('Pengiriman Reguler', { exact: true }) });
  await expect(regular.getByTestId('method-refusal')).toContainText(`${name} hanya dikirim dengan Kurir Segar`);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByRole('dialog', { name: 'Tidak Ada Pengiriman' })).toBeVisible();
  await page.getByRole('button', { name: 'Mengerti' }).click();

  await page.getByLabel('Kota').fill('Jakarta Selatan');
  await page.getByLabel('Alamat Lengkap').fill('Jl. Kemang Raya No. 10, Mampang Prapatan');
  await page.getByLabel('Kode Pos').fill('12730');
  await expect(courier.getByTestId('method-refusal')).toHaveCount(0);
  await expect(courier.getByRole('radio')).toBeChecked();
  await chooseDeliverySlot(page);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  await page.getByRole('button', { name: 'Proses Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
  await expect(page.getByRole('definition').filter({ hasText: /^Kurir Segar$/ })).toBeVisible();
});
