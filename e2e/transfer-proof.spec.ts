import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { placeOrderThroughApi, type PlacedOrder } from './shopping.ts';
import { signInAsNewStaff } from './staff.ts';

// Proof of a bank transfer (issue 28, decision 042): the customer sends the receipt from the tracking page
// their order e-mail links to, staff refuse it with a reason, the customer sends another, staff confirm it.

/** A small green picture, as a phone's photo of a receipt would be read: a real PNG. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAA8CAIAAACb22+3AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAWklEQVR4nO3YwQkAIBADQWtJcSkuVVqGPgb8C6IOtyfrk3VsPEcdl6ue03wg8WUWEsNisTgsBovF4rAYLJoWazCfFBHxpXLTBLZIihVRg8VicVgMFovF/cfiBekwNWaBqDIHAAAAAElFTkSuQmCC',
  'base64',
);
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Picks the receipt and sends it, as the customer does on the tracking page. */
async function sendReceipt(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Bukti transfer (foto atau PDF)').setInputFiles(file);
  await page.getByRole('button', { name: 'Kirim bukti' }).click();
  await expect(page.getByTestId('proof-waiting')).toContainText('sedang kami periksa');
  await expect(page.getByRole('button', { name: 'Kirim bukti' })).toHaveCount(0);
}

testWithProduct(
  'the customer sends a receipt, staff refuse it with a reason, the next one is confirmed and the order is Paid',
  async ({ page, browser, request, baseURL, product }) => {
    test.slow();
    const order: PlacedOrder = await placeOrderThroughApi(request, {
      items: [{ productId: product.productId, quantity: 1 }],
    });
    const trackingLink = `/public/orders?id=${order.orderId}&token=${encodeURIComponent(order.accessToken)}`;

    // The customer opens the link of their order e-mail and sends a photo of the receipt.
    await page.goto(trackingLink);
    await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
    const proofSection = page.getByRole('region', { name: 'Bukti transfer Anda' });
    await expect(proofSection).toContainText('Sudah membayar?');
    await sendReceipt(page, { name: 'bukti-transfer.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await expectAccessible(page);

    // Staff see it on the dashboard, find it under "to verify", look at it and refuse it with a reason.
    const office = await browser.newContext({ baseURL });
    const staff = await office.newPage();
    await signInAsNewStaff(staff, baseURL!, 'Manager');
    const toVerifyAnswered = staff.waitForResponse((response) => response.url().includes('toVerify=true'));
    await staff.goto('/app/LandingLaporan');
    expect((await toVerifyAnswered).ok()).toBe(true);
    await expect(staff.getByTestId('transfers-to-verify')).toContainText(order.orderNumber, { timeout: 30_000 });
    await staff.goto('/app/orders');
    // The URL holds the box's state and a navigation commits a moment after the click: click, then wait.
    const toVerify = staff.getByLabel('Transfer perlu diperiksa');
    await toVerify.click();
    await expect(toVerify).toBeChecked();
    await expect(staff).toHaveURL(/verify=true/);
    const row = staff.getByTestId('order-row').filter({ hasText: order.orderNumber });
    await row.getByRole('link', { name: order.orderNumber }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
    const receipts = staff.getByTestId('transfer-proofs');
    const photo = receipts.getByRole('img', { name: /Bukti transfer #\d+ dari pelanggan/ });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    await receipts.getByRole('button', { name: 'Tolak bukti' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Alasan').fill('Nominal transfer tidak sesuai dengan total pesanan');
    await dialog.getByRole('button', { name: 'Tolak bukti' }).click();
    await expect(receipts.getByTestId('transfer-proof')).toContainText('ditolak');
    await expectAccessible(staff);

    // The customer reads why and sends the PDF from the bank's app.
    await page.reload();
    await expect(page.getByTestId('proof-refused')).toContainText('Nominal transfer tidak sesuai dengan total pesanan');
    await sendReceipt(page, { name: 'bukti-transfer.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });

    // Staff open the PDF's link and confirm: the order is paid.
    await staff.reload();
    await expect(receipts.getByRole('link', { name: /Buka bukti #\d+ \(PDF\)/ })).toBeVisible();
    await receipts.getByRole('button', { name: 'Konfirmasi: pembayaran diterima' }).click();
    await expect(staff.getByTestId('order-badges')).toContainText('Lunas');
    await office.close();

    await page.reload();
    await expect(page.getByTestId('payment-status')).toHaveText('Lunas');
    await expect(page.getByTestId('proof-confirmed')).toContainText('sudah dikonfirmasi');
  },
);
