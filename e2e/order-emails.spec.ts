import { expect } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { openMailbox, type Mailbox } from './mailbox.ts';
import { addToCartFromList, fillCheckoutForm, newBuyer } from './shopping.ts';
import { signInAsNewStaff } from './staff.ts';

// Issue 25: the customer gets an e-mail about the order, whose link opens it; staff see it on the order page
// and can send the same words by WhatsApp. The e2e shop sends to E2E_SMTP_PORT, read here through the mailbox.

const test = testWithProduct;
let mailbox: Mailbox;

test.beforeAll(async () => {
  mailbox = await openMailbox();
});

test.afterAll(async () => {
  await mailbox.close();
});

test('the order e-mail arrives, its link opens the order, and staff can send it by WhatsApp', async ({
  page,
  baseURL,
  product,
}) => {
  test.slow();
  const buyer = newBuyer({ fullName: 'Rina Kusuma' });
  const name = product.productName;
  await addToCartFromList(page, name, name);
  await page.goto('/public/checkout');
  await fillCheckoutForm(page, buyer);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await page.getByRole('button', { name: 'Proses Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
  await expect(page.getByText(`sedang kami kirim ke email ${buyer.email}`)).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  // The shop's worker sends within seconds of the order; other journeys' e-mails may arrive here too.
  const toBuyer = () => mailbox.mails().find((mail) => mail.to.includes(buyer.email));
  await expect.poll(() => toBuyer()?.subject, { timeout: 30_000 }).toMatch(/^Pesanan CC-\d{8}-\d{4} kami terima$/);
  const mail = toBuyer()!;
  const orderNumber = /CC-\d{8}-\d{4}/.exec(mail.subject)![0];
  expect(mail.text).toContain(name);
  expect(mail.text).toMatch(/Batas pembayaran: .+ WIB/);
  const link = new URL(/Lihat pesanan Anda: (\S+)/.exec(mail.text)![1]!);
  expect(link.pathname).toBe('/public/orders');
  expect(link.searchParams.get('id')).toBe(String(orderId));

  // In a browser that never saw the order (no receipt in its storage): the link alone opens it.
  const customer = await page.context().browser()!.newPage({ baseURL });
  await customer.goto(`${link.pathname}${link.search}`);
  await expect(customer.getByText(orderNumber)).toBeVisible();
  await expect(customer.getByText(name)).toBeVisible();
  await customer.close();

  await signInAsNewStaff(page, baseURL!, 'Admin');
  await page.goto(`/app/orders/${orderId}`);
  const received = page.getByTestId('order-message').filter({ hasText: 'Pesanan diterima' });
  await expect(received).toContainText('Terkirim');
  await expect(received).toContainText(buyer.email);
  const whatsApp = new URL((await received.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe(`https://wa.me/62${buyer.phone.slice(1)}`);
  expect(whatsApp.searchParams.get('text')).toContain(`Pesanan ${orderNumber} kami terima`);
  expect(whatsApp.searchParams.get('text')).toContain(name);
});
