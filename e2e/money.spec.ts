import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { testWithProduct as test } from './catalogue.ts';
import { placeOrderThroughApi } from './shopping.ts';
import { signInAsNewStaff } from './staff.ts';

// Issue 23, money and order life: who records payments, and a paid order that staff cancel is a refund due
// until staff record the refund. The back office runs in its default language, Indonesian.

const REFUND_DUE = 'Dana harus dikembalikan';

/** An order of one `product`, placed through the API. */
async function anOrder(page: Page, origin: string, { productId }: { productId: number }) {
  return placeOrderThroughApi(page.request, { items: [{ productId, quantity: 1 }] }, origin);
}

async function choose(page: Page, menu: string, choice: string, confirmTitle: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: confirmTitle });
  await dialog.getByRole('button', { name: 'Ya, perbarui!' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens the dashboard and waits for its refund-due question to be answered, so an absent list means none. */
async function openDashboard(page: Page) {
  const refundDue = page.waitForResponse(
    (response) => response.url().includes('status=Cancelled') && response.url().includes('paymentStatus=Paid'),
  );
  await page.goto('/app/LandingLaporan');
  expect((await refundDue).ok()).toBe(true);
}

test('a Manager cancels a paid order, sees the refund due in the list and on the dashboard, and records it', async ({
  page,
  baseURL,
  product,
}) => {
  const manager = await signInAsNewStaff(page, baseURL!, 'Manager');
  const order = await anOrder(page, baseURL!, product);

  await page.goto(`/app/orders/${order.orderId}`);
  await choose(page, 'Ubah Pembayaran', 'Lunas', 'Ubah status pembayaran menjadi Lunas?');
  await expect(page.getByTestId('order-badges')).toContainText('Lunas');
  await page.getByRole('button', { name: 'Ubah Status' }).click();
  await page.getByRole('menuitem', { name: 'Batalkan pesanan…' }).click();
  const cancel = page.getByRole('dialog', { name: `Batalkan pesanan #${order.orderNumber}?` });
  await cancel.getByLabel('Alasan').fill('Stok kakap habis di gudang');
  await cancel.getByRole('button', { name: 'Ya, batalkan!' }).click();
  await expect(page.getByTestId('order-badges')).toContainText('Dibatalkan');
  await expect(page.getByTestId('order-badges')).toContainText(REFUND_DUE);

  await page.goto(`/app/orders?q=${order.orderNumber}`);
  await expect(page.getByTestId('order-row').filter({ hasText: order.orderNumber })).toContainText(REFUND_DUE);

  await openDashboard(page);
  const dashboardList = page.getByTestId('refund-due');
  await expect(dashboardList).toContainText(order.orderNumber);
  await dashboardList.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pesanan #${order.orderNumber}` })).toBeVisible();
  // A cancelled order is never marked paid again: the payment menu offers its refund only.
  await page.getByRole('button', { name: 'Ubah Pembayaran', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Lunas', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, 'Ubah Pembayaran', 'Dikembalikan', 'Ubah status pembayaran menjadi Dikembalikan?');
  await expect(page.getByTestId('order-badges')).not.toContainText(REFUND_DUE);
  await expect(page.getByTestId('order-history')).toContainText('Pembayaran: Lunas → Dikembalikan');
  await expect(page.getByTestId('order-history')).toContainText(`oleh ${manager}`);

  await openDashboard(page);
  await expect(page.getByTestId('refund-due')).toHaveCount(0);
});

test('a User moves an order along but is offered no payment to record', async ({ page, baseURL, product }) => {
  await signInAsNewStaff(page, baseURL!, 'User');
  const order = await anOrder(page, baseURL!, product);
  await page.goto(`/app/orders/${order.orderId}`);
  await expect(page.getByRole('button', { name: 'Ubah Status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ubah Pembayaran', exact: true })).toHaveCount(0);
});
