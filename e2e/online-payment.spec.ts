import { expect, uniqueTag } from './fixtures.ts';
import { testWithProduct as test } from './catalogue.ts';
import { addToCartFromList, fillCheckoutForm, uniquePhone } from './shopping.ts';

// The e2e server runs with a local fake of Midtrans Snap (scripts/e2e-server.mjs): its page has Pay, Expire
// and Deny buttons that post correctly signed notifications to the shop, then send the customer back.

test('pays online: checkout with "Bayar online", the payment page, Pay, back to the shop, Paid', async ({
  page,
  product,
}) => {
  test.slow();
  await addToCartFromList(page, product.productName, product.productName);
  await page.goto('/public/checkout');
  await fillCheckoutForm(page, {
    fullName: 'Dewi Lestari',
    email: `dewi.${uniqueTag()}@example.co.id`,
    phone: uniquePhone(),
    city: 'Bogor',
    address: 'Jl. Pajajaran No. 5, Bogor Tengah',
    province: 'Jawa Barat',
    postalCode: '16128',
  });
  await page.getByRole('radio', { name: /Bayar Online/ }).check();
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  await page.getByRole('button', { name: 'Proses Pesanan' }).click();

  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  const total = (await page.getByTestId('order-total').textContent())!;
  await expect(page.getByRole('region', { name: 'Cara membayar dengan Bayar Online' })).toContainText('Bayar sekarang');
  await page.getByRole('link', { name: 'Bayar sekarang' }).click();

  // Midtrans' page (the fake): the order number as order_id, the server's total.
  await expect(page.getByRole('heading', { name: 'Fake Midtrans Snap' })).toBeVisible();
  await expect(page.getByText(`Order ${orderNumber}`)).toBeVisible();
  await expect(page.getByText(total.replace(/\./g, ''))).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back at the shop's tracking page, which opens the order and shows it paid.
  await expect(page).toHaveURL(/\/public\/orders\?id=\d+&token=.+&order_id=/);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('payment-status')).toHaveText('Lunas');
  await expect(page.getByRole('link', { name: 'Bayar sekarang' })).toHaveCount(0);
});
