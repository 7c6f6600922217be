import { test, expect, uniqueTag } from './fixtures.ts';
import { parameterByCode, saveParameter, type Parameter } from './general-parameters.ts';
import { createProduct, deleteProducts } from './catalogue.ts';
import { openMailbox, type Mailbox } from './mailbox.ts';
import { addToCartFromList, fillCheckoutForm, newBuyer, placeOrderThroughApi } from './shopping.ts';
import { signInAsNewStaff, signInThroughApi } from './staff.ts';

// Issue 25's leftovers (decision 037): staff list the addresses that get the shop's notices, and a new order's
// notice arrives there; staff correct a shipped order's waybill, and the customer's tracking page and e-mail
// name the new one. The e2e shop sends to E2E_SMTP_PORT, read here through the mailbox. The notice addresses
// (015) are the shop's one setting: put back afterwards.

let mailbox: Mailbox;
const mailTo = (address: string, subject: RegExp) =>
  mailbox.mails().find(({ to, subject: sent }) => to.includes(address) && subject.test(sent));
/** The shop's worker sends every 3 s; a condition waits for it under load. */
const MAIL_ARRIVES_MS = 30_000;

let productId: number;
let notices: Parameter;

test.beforeAll(async ({ playwright, baseURL }) => {
  mailbox = await openMailbox();
  const request = await playwright.request.newContext({ baseURL });
  await signInThroughApi(request, baseURL!);
  ({ productId } = await createProduct(request, baseURL!, {
    productName: `Kepiting pemberitahuan ${uniqueTag()}`,
    originalPrice: 150_000,
  }));
  notices = await parameterByCode(request, '015');
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInThroughApi(request, baseURL!);
  // A value is required: an empty list is put back as the shop's e-mail (003), where notices went before.
  const shopEmail = (await parameterByCode(request, '003')).deskripsi;
  await saveParameter(request, baseURL!, { ...notices, deskripsi: notices.deskripsi || shopEmail });
  await deleteProducts(request, baseURL!, [{ productId }]);
  await request.dispose();
  await mailbox.close();
});

test('staff list a notice address in the back office and the shop’s new-order e-mail arrives there', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const address = `gudang.${uniqueTag()}@crabclaw.test`;
  // An Admin: edits the parameters and, on the order page, sees its messages (they name the customer).
  await signInAsNewStaff(page, baseURL!, 'Admin');
  await page.goto(`/app/general?search=015`);
  await page.getByRole('link', { name: `Ubah parameter ${notices.paramName}` }).click();
  // Exactly 'Deskripsi': the list's search box ('Cari nama, kode atau deskripsi...') stays on screen until the
  // edit page's code arrives, and under load a looser label typed into it.
  const field = page.getByLabel('Deskripsi', { exact: true });
  // A typo is refused, naming the entry, before anything is saved.
  await field.fill(`${address}\nadmin toko`);
  await page.getByRole('button', { name: 'Perbarui' }).click();
  await expect(page.getByText('Bukan alamat email yang valid: admin toko.')).toBeVisible();
  await field.fill(address);
  await page.getByRole('button', { name: 'Perbarui' }).click();
  await expect(page.getByText('Parameter general berhasil diperbarui')).toBeVisible();

  // A customer, in a browser of their own, places an order.
  const customer = await page.context().browser()!.newPage({ baseURL });
  const buyer = newBuyer({ fullName: `Dewi Lestari ${uniqueTag()}` });
  const { productName } = (await (await customer.request.get(`/api/Product/${productId}`)).json()) as {
    productName: string;
  };
  await addToCartFromList(customer, productName, productName);
  await customer.goto('/public/checkout');
  await fillCheckoutForm(customer, buyer);
  await customer.getByRole('button', { name: 'Buat Pesanan' }).click();
  await customer.getByRole('button', { name: 'Proses Pesanan' }).click();
  await expect(customer).toHaveURL(/\/public\/order-success\?order=\d+$/);
  const orderId = Number(new URL(customer.url()).searchParams.get('order'));
  await customer.close();

  // The address gets the notice of every order placed meanwhile (other journeys run beside this one): this
  // order's is the one whose link opens it.
  const ownNotice = () =>
    mailbox
      .mails()
      .find(
        ({ to, subject, text }) =>
          to.includes(address) && /^Pesanan baru/.test(subject) && new RegExp(`/app/orders/${orderId}\\b`).test(text),
      );
  await expect
    .poll(() => ownNotice()?.subject, { timeout: MAIL_ARRIVES_MS })
    .toMatch(/^Pesanan baru CC-\d{8}-\d{4}: Rp/);
  const notice = ownNotice()!;
  expect(notice.text).toContain(`dari ${buyer.fullName}`);
  const link = new URL(/Buka pesanan: (\S+)/.exec(notice.text)![1]!);
  expect(link.pathname).toBe(`/app/orders/${orderId}`);
  // The link opens the order in the back office.
  await page.goto(link.pathname);
  const orderNumber = /CC-\d{8}-\d{4}/.exec(notice.subject)![0];
  await expect(page.getByRole('heading', { level: 1, name: `Pesanan #${orderNumber}` })).toBeVisible();
  const listed = page.getByTestId('order-message').filter({ hasText: 'Pesanan baru (untuk toko)' });
  await expect(listed).toContainText(address);
});

test('staff correct the waybill of a shipped order; the history, tracking page and customer’s e-mail name the new one', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const buyer = newBuyer({ fullName: `Andi Saputra ${uniqueTag()}` });
  const placed = await placeOrderThroughApi(request, { customerInfo: buyer, items: [{ productId, quantity: 1 }] });
  await signInAsNewStaff(page, baseURL!, 'User');
  for (const step of [
    { status: 'Processing' },
    { status: 'Shipped', shippingCourier: 'JNE', waybillNumber: 'SALAH123' },
  ]) {
    const moved = await page.request.put(`/api/Orders/${placed.orderId}/status`, {
      data: step,
      headers: { origin: baseURL! },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto(`/app/orders/${placed.orderId}`);
  const editor = page.getByTestId('shipment-editor');
  await expect(editor.getByLabel('Nomor resi')).toHaveValue('SALAH123');
  await editor.getByLabel('Kurir').fill('SiCepat BEST');
  await editor.getByLabel('Nomor resi').fill('SCP000777888');
  await editor.getByRole('button', { name: 'Simpan data pengiriman' }).click();
  await expect(page.getByText('Kurir dan nomor resi diperbarui; pelanggan diberi tahu lewat email.')).toBeVisible();
  const history = page.getByTestId('order-history');
  await expect(history).toContainText('Kurir / nomor resi diubah');
  await expect(history).toContainText('Kurir: SiCepat BEST · Resi: SCP000777888');
  await expect(editor.getByRole('button', { name: 'Simpan data pengiriman' })).toBeDisabled();

  // The customer opens the order with its link and reads the new waybill.
  await page.goto(`/public/orders?id=${placed.orderId}&token=${encodeURIComponent(placed.accessToken)}`);
  await expect(page.getByTestId('shipping-courier')).toHaveText('SiCepat BEST');
  await expect(page.getByTestId('waybill-number')).toHaveText('SCP000777888');

  await expect
    .poll(() => mailTo(buyer.email, /^Info pengiriman/)?.subject, { timeout: MAIL_ARRIVES_MS })
    .toBe(`Info pengiriman pesanan ${placed.orderNumber} diperbarui`);
  expect(mailTo(buyer.email, /^Info pengiriman/)!.text).toContain('Nomor resi: SCP000777888');
});
