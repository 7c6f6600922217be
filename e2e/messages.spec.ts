import { expect, testExpectingStatus } from './fixtures.ts';

/**
 * Decision 010: the shared schemas and the server answer message codes, which the web app words from the
 * shared catalogues in the visitor's language. A demo product no other spec buys, so its stock is this
 * spec's to empty.
 */
const PRODUCT = 'Kerapu Macan Hidup';

// The refused order is a 409, which Chromium logs as a failed load.
testExpectingStatus(409)(
  'an English visitor reads the form’s messages and the server’s refusal in English',
  async ({ page }) => {
    await page.goto(`/public/products?q=${encodeURIComponent(PRODUCT)}`);
    await page
      .getByTestId('product-card')
      .filter({ hasText: PRODUCT })
      .getByRole('button', { name: '+ Keranjang' })
      .click();
    await page
      .getByRole('dialog', { name: 'Berhasil Ditambahkan!' })
      .getByRole('button', { name: 'Lanjut Belanja' })
      .click();
    await page.getByRole('button', { name: 'English' }).first().click();

    await page.goto('/public/checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Form Invalid' }).getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByText('Full name is required', { exact: true })).toBeVisible();
    await page.getByLabel('Postal Code').fill('12');
    await page.getByLabel('Postal Code').blur();
    await expect(page.getByText('Invalid postal code format (5 digits)')).toBeVisible();

    await page.getByLabel('Full Name').fill('Sarah Miller');
    await page.getByLabel('E-mail').fill('sarah.miller@example.com');
    await page.getByLabel('Phone Number').fill('+62 812 7000 1234');
    await page.getByLabel('City').fill('Jakarta');
    await page.getByLabel('Full Address').fill('Jl. Kemang Raya No. 8, Mampang');
    await page.getByLabel('Province').selectOption('DKI Jakarta');
    await page.getByLabel('Postal Code').fill('12730');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/public\/order-confirmation$/);

    // Another buyer takes the whole stock while this visitor reads the confirmation page.
    const { data } = await (await page.request.get('/api/Product/paginated', { params: { search: PRODUCT } })).json();
    const { productId, stock } = (data as { productId: number; stock: number; productName: string }[]).find(
      (product) => product.productName === PRODUCT,
    )!;
    const rival = await page.request.post('/api/Orders/create', {
      data: {
        customerInfo: {
          fullName: 'Pembeli Lain',
          email: `rival-${Date.now()}@example.co.id`,
          phone: `0813${String(Date.now()).slice(-8)}`,
          address: 'Jl. Darmo No. 12, Wonokromo',
          city: 'Surabaya',
          province: 'Jawa Timur',
          postalCode: '60241',
        },
        items: [{ productId, quantity: stock }],
        shippingMethod: { id: 'regular' },
        paymentMethod: { id: 'cod' },
      },
    });
    expect(rival.status()).toBe(201);

    await page.getByRole('button', { name: 'Process Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Failed' })).toContainText(`${PRODUCT} is sold out.`);
  },
);
