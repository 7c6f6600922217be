import type { APIRequestContext } from '@playwright/test';
import type { DeliverySlotSettings, DeliverySlots } from '@crabclaw/shared';
import { expect, expectAccessible, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { addToCartFromList, chooseDeliverySlot, newBuyer, placeOrderThroughApi } from './shopping.ts';
import { signInThroughApi } from './staff.ts';

// Delivery slots (issue 27, decision 039): a live product's order carries a day and window; staff set the
// windows and holidays on /app/delivery-slots, and move an order when a customer calls.

const openSlots = async (request: APIRequestContext) =>
  ((await (await request.get('/api/delivery/slots')).json()) as DeliverySlots).slots;

const test = testWithProduct;
const liveCrab = () => ({ productName: `Kepiting Hidup ${uniqueTag()}`, handling: 'live' as const });

test('a customer with a live crab must choose a delivery window, and sees it on the success and tracking pages', async ({
  page,
  makeProduct,
}) => {
  // The whole way from the cart to tracking, with two accessibility checks: on a busy machine it takes a while.
  test.slow();
  const crab = await makeProduct(liveCrab());
  await addToCartFromList(page, crab.productName, crab.productName);
  await page.goto('/public/checkout');
  const buyer = newBuyer();
  await page.getByLabel('Nama Lengkap').fill(buyer.fullName);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Nomor Telepon').fill(buyer.phone);
  await page.getByLabel('Kota').fill(buyer.city);
  await page.getByLabel('Alamat Lengkap').fill(buyer.address);
  await page.getByLabel('Provinsi').selectOption(buyer.province);
  await page.getByLabel('Kode Pos').fill(buyer.postalCode);
  await expect(page.getByRole('radio', { name: /^Kurir Segar/ })).toBeChecked();

  // Without a window the form says so on the slot field.
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await page.getByRole('button', { name: 'Mengerti' }).click();
  await expect(page.getByText('Pilih tanggal dan jam pengiriman.')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Jam pengiriman' })).toHaveCount(0);
  const label = await chooseDeliverySlot(page);
  await expect(page.getByRole('radiogroup', { name: 'Jam pengiriman' })).toContainText('tersisa');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  await expect(page.getByTestId('delivery-slot')).toContainText(label);
  await page.getByRole('button', { name: 'Proses Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
  const slot = page.getByTestId('delivery-slot');
  await expect(slot).toContainText(label);
  // 'Sabtu, 5 Desember 2026, 08.00-11.00 WIB'
  await expect(slot).toHaveText(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+ \d{4}, /);
  const dayAndWindow = await slot.textContent();
  const orderNumber = await page.getByTestId('order-number').textContent();

  await page.goto(`/public/orders?order=${orderNumber}`);
  await page.getByLabel('Email atau Nomor Telepon').fill(buyer.email);
  await page.getByRole('button', { name: 'Lacak' }).click();
  await expect(page.getByTestId('delivery-slot')).toHaveText(dayAndWindow!);
});

test('staff set a window’s capacity and a closed date, and the storefront follows', async ({ page, baseURL }) => {
  await signInThroughApi(page.request, baseURL!);
  const before = (await (await page.request.get('/api/admin/delivery-slots')).json()) as DeliverySlotSettings;
  const [first] = await openSlots(page.request);
  try {
    await page.goto('/app/delivery-slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Jadwal Pengiriman' })).toBeVisible();
    const window = page.getByRole('group', { name: '17.00-20.00 WIB' });
    await window.getByLabel('Kapasitas (pesanan)').fill('2');
    await page.getByLabel('Tanggal libur').first().fill(first!.date);
    await page.getByRole('button', { name: 'Tambah tanggal libur' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Simpan jadwal' }).click();
    await expect(page.getByText('Jadwal pengiriman disimpan')).toBeVisible();

    const slots = await openSlots(page.request);
    expect(slots.some((slot) => slot.date === first!.date)).toBe(false);
    expect(slots.filter((slot) => slot.window === '17-20').every((slot) => slot.remaining <= 2)).toBe(true);
  } finally {
    const restored = await page.request.put('/api/admin/delivery-slots', {
      data: before,
      headers: { origin: baseURL! },
    });
    expect(restored.status()).toBe(200);
  }
});

test('staff move an order to another window from its page', async ({ page, baseURL, makeProduct }) => {
  const crab = await makeProduct(liveCrab());
  await signInThroughApi(page.request, baseURL!);
  const order = await placeOrderThroughApi(
    page.request,
    { items: [{ productId: crab.productId, quantity: 1 }] },
    baseURL!,
  );
  await page.goto(`/app/orders/${order.orderId}`);
  const mover = page.getByTestId('delivery-mover');
  await expect(page.getByTestId('delivery-slot')).toBeVisible();
  const before = await page.getByTestId('delivery-slot').textContent();
  const date = mover.getByLabel('Tanggal pengiriman');
  await expect(date.locator('option').nth(1)).toBeAttached();
  const days = await date.locator('option').count();
  await date.selectOption({ index: days - 1 });
  await mover.getByRole('radio').last().check();
  await mover.getByRole('button', { name: 'Pindahkan jadwal' }).click();
  await expect(page.getByText('Jadwal pengiriman pesanan diubah.')).toBeVisible();
  await expect(page.getByTestId('delivery-slot')).not.toHaveText(before!);
  await expect(page.getByTestId('order-history')).toContainText('Jadwal pengiriman:');
});
