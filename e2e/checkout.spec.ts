import { readFileSync } from 'node:fs';
import { mergeTests } from '@playwright/test';
import { formatRupiah, PAYMENT_METHODS, productPath, SHIPPING_METHODS } from '@crabclaw/shared';
import { expect, expectAccessible, testExpectingConsoleErrors, testExpectingStatus, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import {
  addToCartFromList,
  addToCartOnProductPage,
  fillCheckoutForm,
  newBuyer,
  placeOrderThroughApi,
} from './shopping.ts';
import { E2E_SHOP } from './shop-facts.ts';

// Each journey buys products of its own (issue 24), with the price, stock and handling it needs.
const test = testWithProduct;

/** The Fresh Courier's price as a new shop's shipping settings have it (shipping-settings reprices only regular). */
const FRESH_COURIER = SHIPPING_METHODS.find((method) => method.id === 'same_day')!.price;
const EWALLET_FEE = PAYMENT_METHODS.find((method) => method.id === 'ewallet')!.fee;

test('from the cart to a stored order: form messages, totals, confirmation, success, invoice, tracking', async ({
  page,
  makeProduct,
}) => {
  // The whole journey with five accessibility checks: on a loaded 2-core machine it nears the default timeout.
  test.slow();
  const tag = uniqueTag();
  const mussels = await makeProduct({ productName: `Kerang Hijau ${tag}`, originalPrice: 35_000, handling: 'fresh' });
  const shrimp = await makeProduct({ productName: `Udang Vaname ${tag}`, originalPrice: 85_000, handling: 'fresh' });
  await addToCartFromList(page, mussels.productName, mussels.productName);
  await addToCartFromList(page, shrimp.productName, shrimp.productName);

  await page.goto('/public/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  // Fresh goods go only by the Fresh Courier: what shipping costs them at least, before an address (decision 041).
  await expect(page.getByTestId('shipping-estimate')).toHaveText(
    `Mulai ${formatRupiah(FRESH_COURIER)}, dihitung saat checkout`,
  );
  await page.getByRole('button', { name: `Tambah jumlah ${mussels.productName}` }).click();
  await expect(page.getByText('Jumlah berhasil diperbarui')).toBeVisible();
  await expect(
    page.getByTestId('cart-line').filter({ hasText: mussels.productName }).getByTestId('line-subtotal'),
  ).toHaveText(formatRupiah(2 * mussels.price));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();

  await expect(page).toHaveURL(/\/public\/checkout$/);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page.getByRole('dialog', { name: 'Form Tidak Valid' })).toBeVisible();
  await page.getByRole('button', { name: 'Mengerti' }).click();
  for (const message of [
    'Nama lengkap wajib diisi',
    'Email wajib diisi',
    'Nomor telepon wajib diisi',
    'Alamat wajib diisi',
    'Kota wajib diisi',
    'Provinsi wajib diisi',
    'Kode pos wajib diisi',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByLabel('Nomor Telepon').fill('0812');
  await page.getByLabel('Kode Pos').fill('12');
  await page.getByLabel('Kode Pos').blur();
  await expect(page.getByText('Format email tidak valid')).toBeVisible();
  // What is valid, as the English says it.
  await expect(page.getByText('Format nomor telepon tidak valid (10 sampai 13 digit)', { exact: true })).toBeVisible();
  await expect(page.getByText('Format kode pos tidak valid (5 digit)', { exact: true })).toBeVisible();

  // A buyer of the journey's own: no other order shares the phone the journey tracks by.
  const buyer = newBuyer({ fullName: 'Budi Santoso' });
  await fillCheckoutForm(page, buyer);
  // Fresh goods go only by the Fresh Courier (issue 27): it is chosen for the customer.
  await expect(page.getByRole('radio', { name: /^Kurir Segar/ })).toBeChecked();
  await page.getByRole('radio', { name: /E-Wallet/ }).check();
  const totals = page.getByTestId('order-totals');
  const subtotal = 2 * mussels.price + shrimp.price;
  const total = formatRupiah(subtotal + FRESH_COURIER + EWALLET_FEE);
  await expect(totals).toContainText(formatRupiah(subtotal));
  await expect(totals).toContainText(`Ongkos kirim (Kurir Segar)${formatRupiah(FRESH_COURIER)}`);
  await expect(totals).toContainText(`Biaya pembayaran${formatRupiah(EWALLET_FEE)}`);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();

  await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  await expect(page.getByText('Menunggu konfirmasi Anda')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Budi Santoso')).toBeVisible();
  // Back on checkout the form holds what was entered: the draft is read back (and checked) before it shows.
  await page.getByRole('link', { name: 'Kembali ke Checkout' }).click();
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue('Budi Santoso');
  await expect(page.getByLabel('Provinsi')).toHaveValue(buyer.province);
  await expect(page.getByRole('radio', { name: /E-Wallet/ })).toBeChecked();
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  await expect(page.getByText('Budi Santoso')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  const request = page.waitForRequest((sent) => sent.url().endsWith('/api/Orders/create'));
  await page.getByRole('button', { name: 'Proses Pesanan' }).click();
  // The server prices the order (decision 005): the request carries ids and quantities, no prices or totals;
  // the fresh goods' Fresh Courier, a delivery slot (issue 27).
  const sent = (await request).postDataJSON() as { items: { productId: number; quantity: number }[] };
  expect(Object.keys(sent).sort()).toEqual(['customerInfo', 'delivery', 'items', 'paymentMethod', 'shippingMethod']);
  expect(sent.items.map((item) => Object.keys(item).sort())).toEqual([
    ['productId', 'quantity'],
    ['productId', 'quantity'],
  ]);
  expect(sent.items.map((item) => item.quantity)).toEqual([2, 1]);
  const popup = page.getByRole('dialog', { name: 'Pesanan Berhasil Dibuat!' });
  await expect(popup).toContainText(/CC-\d{8}-\d{4}/);
  const orderNumber = (await popup.textContent())!.match(/CC-\d{8}-\d{4}/)![0];

  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-status')).toHaveText('Menunggu');
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByText('Cara membayar dengan E-Wallet')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Unduh Invoice' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toBe(`Invoice-${orderNumber}.pdf`);
  expect(
    readFileSync((await invoice.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('link', { name: 'Lacak Pesanan' }).click();
  await expect(page.getByLabel('Nomor Pesanan')).toHaveValue(orderNumber);
  // The phone as people write it, in groups: tracking reads the digits.
  await page.getByLabel('Email atau Nomor Telepon').fill(buyer.phone.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3'));
  await page.getByRole('button', { name: 'Lacak' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Menunggu');
  await expect(page.getByText(shrimp.productName)).toBeVisible();
  await expectAccessible(page);
});

test('a customer who closed the tab finds how to pay again by tracking the order, with its deadline', async ({
  page,
  product,
}) => {
  const items = [{ productId: product.productId, quantity: 1 }];
  const transferBuyer = newBuyer();
  const transfer = await placeOrderThroughApi(page.request, { items, customerInfo: transferBuyer });
  const cashBuyer = newBuyer();
  const cash = await placeOrderThroughApi(page.request, {
    items,
    customerInfo: cashBuyer,
    paymentMethod: { id: 'cod' },
  });
  const placed = await (
    await page.request.get(`/api/Orders/${transfer.orderId}?token=${encodeURIComponent(transfer.accessToken)}`)
  ).json();

  // Another browser (or the tab closed): the success page has no receipt to show.
  await page.goto(`/public/order-success?order=${transfer.orderId}`);
  await expect(page).toHaveURL(/\/public\/home$/);

  await page.goto(`/public/orders?order=${transfer.orderNumber}`);
  await page.getByLabel('Email atau Nomor Telepon').fill(transferBuyer.email);
  await page.getByRole('button', { name: 'Lacak' }).click();
  await expect(page.getByTestId('order-number')).toHaveText(transfer.orderNumber);
  const howToPay = page.getByRole('region', { name: 'Cara membayar dengan Transfer Bank' });
  await expect(howToPay).toContainText('Transfer total pesanan ke');
  await expect(howToPay).toContainText('dalam 24 jam');
  // The deadline the shop cancels it at: placed + parameter 005 (24 hours unless staff set it), in the shop's
  // time, named ('WIB').
  const deadline = await page.evaluate(
    (placedAt) =>
      new Intl.DateTimeFormat('id-ID', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Jakarta',
        timeZoneName: 'short',
      }).format(new Date(new Date(placedAt).getTime() + 24 * 3_600_000)),
    placed.orderDate as string,
  );
  await expect(page.getByTestId('payment-deadline')).toHaveText(
    `Batas pembayaran: ${deadline}. Setelah itu pesanan dibatalkan otomatis.`,
  );
  await expectAccessible(page);

  // Cash on delivery: paid to the courier, so no deadline.
  await page.getByLabel('Nomor Pesanan').fill(cash.orderNumber);
  await page.getByLabel('Email atau Nomor Telepon').fill(cashBuyer.phone);
  await page.getByRole('button', { name: 'Lacak' }).click();
  await expect(page.getByTestId('order-number')).toHaveText(cash.orderNumber);
  await expect(page.getByRole('region', { name: 'Cara membayar dengan Bayar di Tempat (COD)' })).toContainText(
    'bayar kepada kurir saat pesanan tiba',
  );
  // No payment deadline; only the confirmation window (parameter 013) in which staff take it in hand (issue 23).
  await expect(page.getByRole('region', { name: 'Cara membayar dengan Bayar di Tempat (COD)' })).toContainText(
    'Pesanan yang belum kami proses dalam 48 jam dibatalkan otomatis.',
  );
  await expect(page.getByTestId('payment-deadline')).toHaveCount(0);
});

test('the credit card says on the method itself, before ordering, that staff arrange its payment', async ({
  page,
  product,
}) => {
  await addToCartFromList(page, product.productName, product.productName);
  await page.goto('/public/checkout');
  // The transfer names the banks of the shop's accounts (general parameter 008, the first word of each), no other.
  const bank = E2E_SHOP.bankAccounts.split(' ')[0]!;
  const transfer = page.getByRole('radio', { name: /^Transfer Bank/ });
  await expect(transfer).toHaveAccessibleName(new RegExp(`^Transfer Bank\\s*${bank}\\b`));
  await expect(transfer).not.toHaveAccessibleName(/Mandiri|BNI|BRI/);
  const card = page.getByRole('radio', { name: /^Kartu Kredit/ });
  await expect(card).toHaveAccessibleName(/Diatur staf kami: mereka akan menghubungi Anda/);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('radio', { name: /^Credit Card/ })).toHaveAccessibleName(
    /Arranged by our staff: they will contact you/,
  );
});

// The form's checks load when it is first used (issue 21): should their code not arrive, the browser logs it.
mergeTests(test, testExpectingConsoleErrors(/Failed to load resource|dynamically imported module|could not check/))(
  'when the form’s checks cannot be loaded, placing the order says so and stays on checkout',
  async ({ page, makeProduct }) => {
    const crab = await makeProduct({ productName: `Kepiting Soka ${uniqueTag()}`, handling: 'frozen' });
    await page.route(/\/assets\/customer-info-check-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(productPath(crab.category.slug, crab.slug));
    await addToCartOnProductPage(page);
    await page.goto('/public/checkout');
    await page.getByLabel('Nama Lengkap').fill('Sari Dewi');
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('Gagal mengarahkan ke halaman konfirmasi');
    await expect(page).toHaveURL(/\/public\/checkout$/);
  },
);

mergeTests(test, testExpectingStatus(409))(
  'an order for more than the stock left when it is placed is refused with a message naming the product',
  async ({ page, makeProduct }) => {
    const lobster = await makeProduct({
      productName: `Lobster Mutiara ${uniqueTag()}`,
      saleUnit: 'piece',
      weight: 0.5,
      originalPrice: 1_150_000,
      stock: 5,
      handling: 'live',
    });
    await page.goto(productPath(lobster.category.slug, lobster.slug));
    await addToCartOnProductPage(page);
    await page.goto('/public/cart');
    const quantity = page.getByLabel(`Jumlah ${lobster.productName}`, { exact: true });
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(page.getByTestId('line-subtotal')).toHaveText(formatRupiah(2 * lobster.price));
    await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
    await fillCheckoutForm(
      page,
      newBuyer({
        fullName: 'Rina Wijaya',
        city: 'Tangerang Selatan',
        address: 'Jl. Pahlawan Seribu No. 5, Serpong',
        province: 'Banten',
        postalCode: '15310',
      }),
    );
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(page).toHaveURL(/\/public\/order-confirmation$/);

    // Another buyer takes all but one while this customer reads the confirmation page.
    await placeOrderThroughApi(page.request, {
      items: [{ productId: lobster.productId, quantity: lobster.stock - 1 }],
    });

    await page.getByRole('button', { name: 'Proses Pesanan' }).click();
    const failure = page.getByRole('dialog', { name: 'Pesanan Gagal' });
    await expect(failure).toContainText(`Stok ${lobster.productName} tidak mencukupi: tersisa 1.`);
    await expect(failure.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
    await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  },
);

test('an empty cart cannot check out', async ({ page }) => {
  await page.goto('/public/checkout');
  await expect(page).toHaveURL(/\/public\/cart$/);
  await expect(page.getByRole('link', { name: 'Mulai Belanja' })).toBeVisible();
  await page.goto('/public/order-confirmation');
  await expect(page.getByText('Data pesanan tidak ditemukan.')).toBeVisible();
  await expect(page).toHaveURL(/\/public\/checkout$|\/public\/cart$/, { timeout: 6000 });
});

test('cart rules: a stale price is refreshed, 0 asks before removing, an unavailable item blocks checkout', async ({
  page,
  makeProduct,
}) => {
  const soldOut = await makeProduct({ stock: 0 });
  const fresh = await makeProduct({ originalPrice: 49_000 });
  // A cart saved earlier on this device, with prices as text (before issue 11) that are no longer true, and
  // a line nothing can be read from.
  await page.goto('/public/home');
  await page.evaluate(
    ([soldOut, fresh]) => {
      const line = (p: { productId: number; productName: string }, price: string) => ({
        id: p.productId,
        name: p.productName,
        category: 'Ikan Laut',
        weight: 1,
        price,
        quantity: 1,
        image: null,
        inStock: true,
        status: 'Fresh',
      });
      const unreadable = { id: 'rusak', price: 'gratis' };
      localStorage.setItem('cart', JSON.stringify([line(soldOut, 'Rp 1'), unreadable, line(fresh, 'Rp 1')]));
    },
    [soldOut, fresh] as const,
  );
  await page.goto('/public/cart');
  const freshLine = page.getByTestId('cart-line').filter({ hasText: fresh.productName });
  await expect(freshLine.getByTestId('line-subtotal')).toHaveText(formatRupiah(fresh.price));
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const saved = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]');
  // Saved back as numbers, refreshed from the server.
  await expect
    .poll(async () => (await saved()).map((line: { price: unknown }) => line.price))
    .toEqual([soldOut.price, fresh.price]);
  await expect(page.getByTestId('cart-line').filter({ hasText: soldOut.productName })).toContainText('Tidak tersedia');

  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Ada item yang tidak tersedia' })).toBeVisible();
  await page.getByRole('button', { name: 'Mengerti' }).click();

  await page.getByRole('button', { name: `Kurangi jumlah ${fresh.productName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus produk?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText(`${fresh.productName} dihapus dari keranjang`)).toBeVisible();
  await page.getByRole('button', { name: 'Kosongkan Keranjang' }).first().click();
  await page
    .getByRole('dialog', { name: 'Kosongkan keranjang?' })
    .getByRole('button', { name: 'Kosongkan Keranjang' })
    .click();
  await expect(page.getByRole('link', { name: 'Mulai Belanja' })).toBeVisible();
});
