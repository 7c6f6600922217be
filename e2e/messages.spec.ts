import { expect, test, testExpectingStatus } from './fixtures.ts';
import { addToCartFromList, fillCheckoutForm, placeOrderThroughApi } from './shopping.ts';
import { createProduct, deleteProducts } from './catalogue.ts';
import { signInThroughApi } from './staff.ts';

/**
 * Decision 010: the shared schemas and the server answer message codes, which the web app words from the
 * shared catalogues in the visitor's language. On a product of the test's own, so its stock is this test's to empty.
 */

// The refused order is a 409, which Chromium logs as a failed load.
testExpectingStatus(409)(
  'an English visitor reads the form’s messages and the server’s refusal in English',
  async ({ page, request, baseURL }) => {
    await signInThroughApi(request, baseURL!);
    const { productId, productName } = await createProduct(request, baseURL!, { stock: 3 });
    await addToCartFromList(page, productName, productName);
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
    await placeOrderThroughApi(page.request, { items: [{ productId, quantity: 3 }] });

    await page.getByRole('button', { name: 'Process Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Order Failed' })).toContainText(`${productName} is sold out.`);
    await deleteProducts(request, baseURL!, [{ productId }]);
  },
);

// Decision 048: each language's catalogue is a file of its own, preloaded with a rendered page's code.
const CATALOGUE = /\/assets\/(id|en)-[\w-]+\.js$/;

test('a page loads the message catalogue of its language alone, and the other once the visitor switches', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/public/home')).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/id-[\w-]+\.js">/);
  expect(html).not.toMatch(/href="\/assets\/en-[\w-]+\.js"/);
  // The back office's shell, which the browser renders, too.
  expect(await (await request.get('/auth/login')).text()).toMatch(
    /rel="modulepreload" crossorigin href="\/assets\/id-/,
  );
  const asked: string[] = [];
  page.on('request', (each) => {
    const language = new URL(each.url()).pathname.match(CATALOGUE)?.[1];
    if (language) asked.push(language);
  });
  await page.goto('/public/home');
  // Saved once the page has hydrated (useStoredLanguage), which waits for the catalogue.
  await page.waitForFunction(() => localStorage.getItem('selectedLanguage') === 'id');
  expect(asked).toEqual(['id']);
  await page.getByRole('button', { name: 'English' }).first().click();
  // The document's language changes once the English words, the catalogue among them, have loaded.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(asked).toEqual(['id', 'en']);

  // The choice travels in a cookie: the next page the server renders, or the shell it sends, preloads English alone.
  for (const address of ['/public/home', '/auth/login']) {
    const english = await (await page.request.get(address)).text();
    expect(english).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/en-[\w-]+\.js">/);
    expect(english).not.toMatch(/href="\/assets\/id-[\w-]+\.js"/);
  }
});
