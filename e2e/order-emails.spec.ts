import { once } from 'node:events';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { test, expect } from './fixtures.ts';
import { addToCartFromList, fillCheckoutForm, newBuyer } from './shopping.ts';
import { signInAsNewStaff } from './staff.ts';
import { E2E_SMTP_PORT } from '../playwright.config.ts';

// Issue 25: the customer gets an e-mail about the order, whose link opens it; staff see it on the order page
// and can send the same words by WhatsApp. The e2e shop sends to E2E_SMTP_PORT, where this journey listens.

const mails: ParsedMail[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      mails.push(mail);
      callback();
    }, callback);
  },
});

test.beforeAll(async () => {
  server.listen(E2E_SMTP_PORT, '127.0.0.1');
  await once(server.server, 'listening');
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('the order e-mail arrives, its link opens the order, and staff can send it by WhatsApp', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const buyer = newBuyer({ fullName: 'Rina Kusuma' });
  await addToCartFromList(page, 'kerang hijau', 'Kerang Hijau Segar');
  await page.goto('/public/checkout');
  await fillCheckoutForm(page, buyer);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await page.getByRole('button', { name: 'Proses Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
  await expect(page.getByText(`sedang kami kirim ke email ${buyer.email}`)).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order'));

  // The shop's worker sends within seconds of the order; other journeys' e-mails may arrive here too.
  const toBuyer = () => mails.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === buyer.email);
  await expect.poll(() => toBuyer()?.subject, { timeout: 30_000 }).toMatch(/^Pesanan CC-\d{8}-\d{4} kami terima$/);
  const mail = toBuyer()!;
  const orderNumber = /CC-\d{8}-\d{4}/.exec(mail.subject!)![0];
  expect(mail.text).toContain('Kerang Hijau Segar');
  expect(mail.text).toMatch(/Batas pembayaran: .+ WIB/);
  const link = new URL(/Lihat pesanan Anda: (\S+)/.exec(mail.text!)![1]!);
  expect(link.pathname).toBe('/public/orders');
  expect(link.searchParams.get('id')).toBe(String(orderId));

  // In a browser that never saw the order (no receipt in its storage): the link alone opens it.
  const customer = await page.context().browser()!.newPage({ baseURL });
  await customer.goto(`${link.pathname}${link.search}`);
  await expect(customer.getByText(orderNumber)).toBeVisible();
  await expect(customer.getByText('Kerang Hijau Segar')).toBeVisible();
  await customer.close();

  await signInAsNewStaff(page, baseURL!, 'Admin');
  await page.goto(`/app/orders/${orderId}`);
  const received = page.getByTestId('order-message').filter({ hasText: 'Pesanan diterima' });
  await expect(received).toContainText('Terkirim');
  await expect(received).toContainText(buyer.email);
  const whatsApp = new URL((await received.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe(`https://wa.me/62${buyer.phone.slice(1)}`);
  expect(whatsApp.searchParams.get('text')).toContain(`Pesanan ${orderNumber} kami terima`);
  expect(whatsApp.searchParams.get('text')).toContain('Kerang Hijau Segar');
});
