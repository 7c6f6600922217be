import { formatRupiah, type StoreProduct } from '@crabclaw/shared';
import { expect, uniqueTag } from './fixtures.ts';
import { parameterByCode, saveParameter } from './general-parameters.ts';
import { testWithProduct } from './catalogue.ts';
import { addToCartFromList, fillCheckoutForm, newBuyer } from './shopping.ts';
import { signInThroughApi } from './staff.ts';

// Issue 26: a customer orders by WhatsApp. The shop records a real order first (channel whatsapp, stock
// taken), then the browser opens wa.me with the shop's number (parameter 009) and the server's message.
// It sets parameter 009 and puts it back: a shop change (SHOP_CHANGES in playwright.config.ts).

const SHOP_WHATSAPP = '0813-2600-2600';
const SHOP_WHATSAPP_DIGITS = '6281326002600';

/**
 * A journey with a product of its own (in the cart's list by its unique name) that sets parameter 009 with
 * `setShopWhatsApp`; 009 is put back after the journey, however it ended.
 */
const test = testWithProduct.extend<{ setShopWhatsApp: (number: string) => Promise<void>; product: StoreProduct }>({
  setShopWhatsApp: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, baseURL!);
    const whatsApp = await parameterByCode(request, '009');
    await use((number) => saveParameter(request, baseURL!, { ...whatsApp, deskripsi: number }));
    await saveParameter(request, baseURL!, whatsApp);
    await request.dispose();
  },
  product: async ({ makeProduct }, use) =>
    use(await makeProduct({ productName: `Kepiting & Udang #${uniqueTag()}?`, originalPrice: 150_000, stock: 10 })),
});

test('a customer orders the cart by WhatsApp: the order is recorded, stocked and sent to the shop’s number', async ({
  page,
  request,
  baseURL,
  product,
  setShopWhatsApp,
}) => {
  // From the cart through WhatsApp to the order page and the dashboard: under load it passed 60 s at its last step.
  test.slow();
  await signInThroughApi(request, baseURL!);
  await setShopWhatsApp(SHOP_WHATSAPP);
  await addToCartFromList(page, product.productName, product.productName);
  await page.goto('/public/cart');
  await page
    .getByTestId('cart-line')
    .getByRole('button', { name: /Tambah/ })
    .click();
  await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pesan via WhatsApp' })).toBeVisible();
  const buyer = newBuyer({ fullName: 'Ani Wijaya' });
  await fillCheckoutForm(page, buyer);
  // WhatsApp itself is not reached: the new tab gets a page of our own at the same address.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Pesan & Buka WhatsApp' }).click();
  const chat = await opened;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(chat.url());
  expect(url.pathname).toBe(`/${SHOP_WHATSAPP_DIGITS}`);
  const text = url.searchParams.get('text') ?? '';

  await expect(page.getByRole('heading', { level: 1, name: /tinggal kirim lewat WhatsApp/ })).toBeVisible();
  const orderNumber = /CC-\d{8}-\d{4}/.exec(
    (await page.getByText(/menunggu konfirmasi toko/).textContent()) ?? '',
  )?.[0];
  expect(orderNumber).toBeTruthy();
  expect(text).toContain(orderNumber!);
  expect(text).toContain(`2 kg ${product.productName}: ${formatRupiah(300_000)}`);
  const staffView = (await (await request.get(`/api/Orders?search=${orderNumber}`)).json()) as {
    data: { orderId: number; total: number }[];
  };
  const [listed] = staffView.data;
  expect(text).toContain(`Total: ${formatRupiah(listed!.total)}`);
  await expect(page.getByRole('link', { name: 'Buka WhatsApp lagi' })).toHaveAttribute('href', chat.url());

  // The back office has the order, from WhatsApp, and the product's stock went with it.
  const order = await (await request.get(`/api/Orders/${listed!.orderId}`)).json();
  expect(order).toMatchObject({ orderNumber, channel: 'whatsapp', orderItems: [{ quantity: 2 }] });
  const stocked = (await (await request.get(`/api/Product/${product.productId}`)).json()) as StoreProduct;
  expect(stocked.stock).toBe(8);

  // The device's cart emptied, as after checkout.
  await page.goto('/public/cart');
  await expect(page.getByTestId('empty-cart')).toBeVisible();

  // Staff answer on WhatsApp from the order page: a draft to the customer's number confirming the order.
  await signInThroughApi(page.context().request, baseURL!);
  await page.goto(`/app/orders/${listed!.orderId}`);
  const confirm = page.getByTestId('whatsapp-shortcuts').getByRole('link', { name: 'Konfirmasi pesanan' });
  const draft = new URL((await confirm.getAttribute('href'))!);
  expect(draft.pathname).toBe(`/${buyer.phone.replace(/^0/, '62')}`);
  expect(draft.searchParams.get('text')).toContain(`Total: ${formatRupiah(listed!.total)}`);
  await expect(page.getByTestId('whatsapp-shortcuts').getByRole('link', { name: 'Ingatkan pembayaran' })).toBeVisible();

  // The dashboard counts it under WhatsApp for this month.
  await page.goto('/app/LandingLaporan');
  const whatsAppRow = page.getByTestId('channel-totals').getByRole('row', { name: /^WhatsApp/ });
  await expect(whatsAppRow.getByRole('cell').first()).not.toHaveText('0');
});

test('a customer orders one product by WhatsApp from its page, at the quantity chosen', async ({
  page,
  request,
  product,
  setShopWhatsApp,
}) => {
  await setShopWhatsApp(SHOP_WHATSAPP);
  await page.goto(`/public/products/${product.productId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(page.getByLabel('Jumlah', { exact: true })).toHaveValue('3');
  await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();

  await fillCheckoutForm(page, newBuyer());
  await expect(page.getByTestId('order-totals')).toContainText(formatRupiah(450_000));
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Pesan & Buka WhatsApp' }).click();
  const chat = await opened;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(chat.url()).searchParams.get('text') ?? '';
  expect(text).toContain(`3 kg ${product.productName}: ${formatRupiah(450_000)}`);
  await expect(page.getByRole('link', { name: 'Buka WhatsApp lagi' })).toBeVisible();
  const stocked = (await (await request.get(`/api/Product/${product.productId}`)).json()) as StoreProduct;
  expect(stocked.stock).toBe(7);
});

test('without the shop’s WhatsApp (parameter 009) the cart offers no WhatsApp order', async ({
  page,
  product,
  setShopWhatsApp,
}) => {
  await setShopWhatsApp('-');
  await addToCartFromList(page, product.productName, product.productName);
  await page.goto('/public/cart');
  await expect(page.getByRole('button', { name: 'Lanjut ke Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesan via WhatsApp' })).toHaveCount(0);
});
