import type { DeliverySlots } from '@crabclaw/shared';
import { expect, expectAccessible, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { placeOrderThroughApi } from './shopping.ts';
import { signInThroughApi } from './staff.ts';

// Issue 27: the day's work. Staff open the orders of a delivery day by window, print all the day's packing
// slips (one page per order) and send three orders off at once; each order's history shows its steps.

const test = testWithProduct;

/** Pages of a PDF: its page objects (/Type /Page, not the /Pages tree). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

test('staff see a day’s deliveries on a phone, print its slips and ship three orders at once', async ({
  page,
  baseURL,
  makeProduct,
}) => {
  test.slow();
  const request = page.request;
  await signInThroughApi(request, baseURL!);
  const crab = await makeProduct({ productName: `Kepiting Bakau Hidup ${uniqueTag()}`, handling: 'live' });

  // Three customers choose the same window: the one with the most places left, as other journeys do.
  const { slots } = (await (await request.get('/api/delivery/slots')).json()) as DeliverySlots;
  const [slot] = [...slots].sort((a, b) => b.remaining - a.remaining);
  expect(slot?.remaining, 'an open window with three places').toBeGreaterThanOrEqual(3);
  const { date, window, label } = slot!;
  const placed = [];
  for (const quantity of [1, 2, 1]) {
    placed.push(
      await placeOrderThroughApi(
        request,
        { items: [{ productId: crab.productId, quantity }], delivery: { date, window } },
        baseURL!,
      ),
    );
  }
  const numbers = placed.map((order) => order.orderNumber);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/app/LandingLaporan');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Pengiriman', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/deliveries$/);
  await page.getByLabel('Tanggal kirim').fill(date);
  // The address names the day unless it is today's (WIB), which the page shows without one.
  await expect(page.getByLabel('Tanggal kirim')).toHaveValue(date);
  const windowList = page.getByRole('list', { name: label });
  for (const number of numbers) await expect(windowList.getByRole('link', { name: number })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling at 360 px').toBe(360);
  await expectAccessible(page);

  // The picking list: 1 + 2 + 1 kg of the crab.
  await page.getByRole('link', { name: 'Daftar belanja' }).click();
  await expect(page.getByTestId('picking-line').filter({ hasText: crab.productName })).toContainText('4 kg');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kembali ke pengiriman' }).click();

  // Every slip of the day, one page each: the PDF the print dialog saves.
  await page.getByRole('link', { name: 'Cetak semua slip' }).click();
  const slipNumbers = page.getByTestId('slip-order-number');
  await expect(slipNumbers.filter({ hasText: numbers[2]! })).toBeVisible();
  for (const number of numbers) await expect(slipNumbers.filter({ hasText: number })).toHaveCount(1);
  const firstSlip = page.locator('article').filter({ has: slipNumbers.filter({ hasText: numbers[0]! }) });
  await expect(firstSlip.getByTestId('slip-delivery-slot')).toContainText(label);
  const slips = await slipNumbers.count();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pageCount(pdf)).toBe(slips);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Kembali ke pengiriman' }).click();

  // Taken in hand, then sent off with the shop's own courier: three at once each time.
  const tick = async () => {
    for (const number of numbers) await page.getByRole('checkbox', { name: `Pilih pesanan ${number}` }).check();
    await expect(page.getByText('3 pesanan dipilih')).toBeVisible();
  };
  await tick();
  await page.getByRole('button', { name: 'Tandai Diproses' }).click();
  await expect(page.getByText('3 pesanan diubah.')).toBeVisible();
  await tick();
  await page.getByLabel('Kurir (untuk Dikirim, opsional)').fill('Kurir Toko');
  await page.getByRole('button', { name: 'Tandai Dikirim' }).click();
  await expect(page.getByText('3 pesanan diubah.').first()).toBeVisible();
  const cards = page.getByTestId('delivery-order');
  for (const number of numbers) {
    await expect(cards.filter({ hasText: number }).getByText('Dikirim', { exact: true })).toBeVisible();
  }

  for (const { orderId } of placed) {
    await page.goto(`/app/orders/${orderId}`);
    await expect(page.getByText('Status: Menunggu → Diproses')).toBeVisible();
    await expect(page.getByText('Status: Diproses → Dikirim')).toBeVisible();
  }
});
