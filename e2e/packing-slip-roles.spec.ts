import type { APIRequestContext } from '@playwright/test';
import { test, expect, uniqueTag } from './fixtures.ts';
import { newBuyer, placeOrderThroughApi, type PlacedOrder } from './shopping.ts';
import { signInAsNewStaff } from './staff.ts';

// Issue 23: the people who pack see where the box goes. Manager prints a slip with the name, phone,
// address and the buyer's note; User still sees none of them (docs/personal-data.md).

const NOTE = 'Titip ke pos satpam, pagar hijau';

async function orderWithNote(
  request: APIRequestContext,
): Promise<{ order: PlacedOrder; fullName: string; phone: string }> {
  const products = await request.get('/api/Product/paginated?search=kakap%20merah');
  expect(products.ok()).toBe(true);
  const [product] = (await products.json()).data as Array<{ productId: number }>;
  const fullName = `Putu Ayu ${uniqueTag()}`;
  const buyer = newBuyer({ fullName, notes: NOTE });
  const order = await placeOrderThroughApi(request, {
    customerInfo: buyer,
    items: [{ productId: product!.productId, quantity: 1 }],
  });
  return { order, fullName, phone: buyer.phone };
}

test('a Manager’s packing slip shows the name, phone, address and note; the e-mail stays hidden on the order page', async ({
  page,
  request,
  baseURL,
}) => {
  const { order, fullName, phone } = await orderWithNote(request);
  await signInAsNewStaff(page, baseURL!, 'Manager');

  await page.goto(`/app/orders/${order.orderId}/packing-slip`);
  await expect(page.getByTestId('slip-order-number')).toHaveText(order.orderNumber);
  const shipTo = page.locator('address');
  await expect(shipTo).toContainText(fullName);
  await expect(shipTo).toContainText(phone);
  await expect(shipTo).toContainText('Jl. Cikini Raya No. 73, Menteng');
  await expect(shipTo).not.toContainText('Disembunyikan');
  await expect(page.getByText(NOTE)).toBeVisible();

  await page.goto(`/app/orders/${order.orderId}`);
  await expect(page.getByText(fullName)).toBeVisible();
  await expect(page.getByText('Email pelanggan hanya terlihat oleh Owner dan Admin.')).toBeVisible();
});

test('a User’s packing slip shows neither the customer nor the note', async ({ page, request, baseURL }) => {
  const { order, fullName, phone } = await orderWithNote(request);
  await signInAsNewStaff(page, baseURL!, 'User');

  await page.goto(`/app/orders/${order.orderId}/packing-slip`);
  await expect(page.getByTestId('slip-order-number')).toHaveText(order.orderNumber);
  await expect(page.locator('address')).toContainText('Disembunyikan');
  await expect(page.getByText(fullName)).toHaveCount(0);
  await expect(page.getByText(phone)).toHaveCount(0);
  await expect(page.getByText(NOTE)).toHaveCount(0);
});
