import type { APIRequestContext } from '@playwright/test';
import { expect, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { newBuyer, placeOrderThroughApi, type PlacedOrder } from './shopping.ts';
import { signInAsNewStaff } from './staff.ts';

// Issue 23: the people who pack see where the box goes. Manager prints a slip with the name, phone,
// address and the buyer's note; User still sees none of them (docs/personal-data.md).

const NOTE = 'Titip ke pos satpam, pagar hijau';
const test = testWithProduct;

async function orderWithNote(
  request: APIRequestContext,
  product: { productId: number },
): Promise<{ order: PlacedOrder; fullName: string; phone: string; address: string }> {
  const fullName = `Putu Ayu ${uniqueTag()}`;
  const buyer = newBuyer({ fullName, notes: NOTE });
  const order = await placeOrderThroughApi(request, {
    customerInfo: buyer,
    items: [{ productId: product.productId, quantity: 1 }],
  });
  return { order, fullName, phone: buyer.phone, address: buyer.address };
}

test('a Manager’s packing slip shows the name, phone, address and note; the e-mail stays hidden on the order page', async ({
  page,
  request,
  baseURL,
  product,
}) => {
  const { order, fullName, phone, address } = await orderWithNote(request, product);
  await signInAsNewStaff(page, baseURL!, 'Manager');

  await page.goto(`/app/orders/${order.orderId}/packing-slip`);
  await expect(page.getByTestId('slip-order-number')).toHaveText(order.orderNumber);
  const shipTo = page.locator('address');
  await expect(shipTo).toContainText(fullName);
  await expect(shipTo).toContainText(phone);
  await expect(shipTo).toContainText(address);
  await expect(shipTo).not.toContainText('Disembunyikan');
  await expect(page.getByText(NOTE)).toBeVisible();

  await page.goto(`/app/orders/${order.orderId}`);
  await expect(page.getByText(fullName)).toBeVisible();
  await expect(page.getByText('Email pelanggan hanya terlihat oleh Owner dan Admin.')).toBeVisible();
});

test('a User’s packing slip shows neither the customer nor the note', async ({ page, request, baseURL, product }) => {
  const { order, fullName, phone } = await orderWithNote(request, product);
  await signInAsNewStaff(page, baseURL!, 'User');

  await page.goto(`/app/orders/${order.orderId}/packing-slip`);
  await expect(page.getByTestId('slip-order-number')).toHaveText(order.orderNumber);
  await expect(page.locator('address')).toContainText('Disembunyikan');
  await expect(page.getByText(fullName)).toHaveCount(0);
  await expect(page.getByText(phone)).toHaveCount(0);
  await expect(page.getByText(NOTE)).toHaveCount(0);
});
