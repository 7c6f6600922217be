import { expect, testExpectingStatus } from './fixtures.ts';
import { addToCartFromList, fillCheckoutForm, placeOrderThroughApi } from './shopping.ts';

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
    await addToCartFromList(page, PRODUCT, PRODUCT);
    await page.getByRole('button', { name: 'English' }).first().click();

    await page.goto('/public/checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Form Invalid' }).getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByText('Full name is required', { exact: true })).toBeVisible();
    await page.getByLabel('Postal Code').fill('12');
    await page.getByLabel('Postal Code').blur();
    await expect(page.getByText('Invalid postal code format (5 digits)')).toBeVisible();

    await fillCheckoutForm(
      page,
      {
        fullName: 'Sarah Miller',
        email: 'sarah.miller@example.com',
        phone: '+62 812 7000 1234',
        city: 'Jakarta',
        address: 'Jl. Kemang Raya No. 8, Mampang',
        province: 'DKI Jakarta',
        postalCode: '12730',
      },
      'en',
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/public\/order-confirmation$/);

    // Another buyer takes the whole stock while this visitor reads the confirmation page.
    const { data } = await (await page.request.get('/api/Product/paginated', { params: { search: PRODUCT } })).json();
    const { productId, stock } = (data as { productId: number; stock: number; productName: string }[]).find(
      (product) => product.productName === PRODUCT,
    )!;
    await placeOrderThroughApi(page.request, { items: [{ productId, quantity: stock }] });

    await page.getByRole('button', { name: 'Process Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Failed' })).toContainText(`${PRODUCT} is sold out.`);
  },
);
