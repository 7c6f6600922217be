import type { APIRequestContext, Page } from '@playwright/test';
import type { CreateOrderInput, CustomerInfoInput, DeliveryChoice, DeliverySlots } from '@crabclaw/shared';
import { expect, uniqueTag } from './fixtures.ts';

/** What a buyer types into the checkout form, in the order's own field names. */
export interface Customer {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
}

/** The checkout form's labels in each language the storefront speaks. */
const CHECKOUT_LABELS = {
  id: {
    fullName: 'Nama Lengkap',
    email: 'Email',
    phone: 'Nomor Telepon',
    city: 'Kota',
    address: 'Alamat Lengkap',
    province: 'Provinsi',
    postalCode: 'Kode Pos',
  },
  en: {
    fullName: 'Full Name',
    email: 'E-mail',
    phone: 'Phone Number',
    city: 'City',
    address: 'Full Address',
    province: 'Province',
    postalCode: 'Postal Code',
  },
} satisfies Record<string, Record<keyof Customer, string>>;

/**
 * Closes the "added" dialog with its button to keep shopping. The dialog also closes itself after 3 s (spec), so
 * on a loaded machine the press may find it gone: then it is closed as the journey wants; a dialog still open
 * after a failed press is a failure.
 */
export async function continueShopping(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Berhasil Ditambahkan!' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: 'Lanjut Belanja' })
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if (await dialog.isVisible()) throw error;
    });
  await expect(dialog).toBeHidden();
}

/** Searches the product list for `search` and adds the card named `name` to the cart. */
export async function addToCartFromList(page: Page, search: string, name: string): Promise<void> {
  await page.goto(`/public/products?q=${encodeURIComponent(search)}`);
  await page.getByTestId('product-card').filter({ hasText: name }).getByRole('button', { name: '+ Keranjang' }).click();
  await continueShopping(page);
}

/** Adds the product whose page is open to the cart. */
export async function addToCartOnProductPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await continueShopping(page);
}

/** Types the buyer's details into the checkout form on screen, field by field. */
export async function fillCheckoutForm(
  page: Page,
  customer: Customer,
  language: keyof typeof CHECKOUT_LABELS = 'id',
): Promise<void> {
  const label = CHECKOUT_LABELS[language];
  await page.getByLabel(label.fullName).fill(customer.fullName);
  await page.getByLabel(label.email).fill(customer.email);
  await page.getByLabel(label.phone).fill(customer.phone);
  await page.getByLabel(label.city).fill(customer.city);
  await page.getByLabel(label.address).fill(customer.address);
  await page.getByLabel(label.province).selectOption(customer.province);
  await page.getByLabel(label.postalCode).fill(customer.postalCode);
  // A cart of live or fresh goods goes by the Fresh Courier, chosen for the customer, which needs a slot.
  const freshCourier = page.getByRole('radio', { name: SLOT_LABELS[language].freshCourier });
  await expect(freshCourier).toBeAttached();
  if (await freshCourier.isChecked()) await chooseDeliverySlot(page, language);
}

const SLOT_LABELS = {
  id: { freshCourier: /^Kurir Segar/, date: 'Tanggal pengiriman', window: 'Jam pengiriman' },
  en: { freshCourier: /^Fresh Courier/, date: 'Delivery day', window: 'Delivery time' },
};

/** Picks the first open delivery day and its first window at checkout; answers the window's label. */
export async function chooseDeliverySlot(page: Page, language: keyof typeof SLOT_LABELS = 'id'): Promise<string> {
  const label = SLOT_LABELS[language];
  const date = page.getByLabel(label.date);
  const firstDay = date.locator('option').nth(1);
  await expect(firstDay).toBeAttached();
  await date.selectOption((await firstDay.getAttribute('value'))!);
  const window = page.getByRole('radiogroup', { name: label.window }).getByRole('radio').first();
  await window.check();
  return (await window.locator('xpath=..').locator('span').first().textContent())!;
}

/** A phone number no other order has: searching by it finds exactly the orders a test placed. */
export function uniquePhone(): string {
  return `0819${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * A buyer of its own: the unique e-mail and phone keep the unpaid-orders limit per phone from meeting
 * another run's orders. `details` replace any of the defaults.
 */
export function newBuyer(details: Partial<CustomerInfoInput> = {}): CustomerInfoInput {
  return {
    fullName: 'Pembeli Lain',
    email: `pembeli.${uniqueTag()}@example.co.id`,
    phone: uniquePhone(),
    address: 'Jl. Cikini Raya No. 73, Menteng',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    postalCode: '10330',
    ...details,
  };
}

/** What the server answers for a stored order. */
export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  total: number;
  accessToken: string;
}

/**
 * The open delivery window with the most places left: the journeys' orders spread over the days ahead instead
 * of filling the first window (10 places by default) between them.
 */
export async function roomiestSlot(request: APIRequestContext): Promise<DeliveryChoice> {
  const { slots } = (await (await request.get('/api/delivery/slots')).json()) as DeliverySlots;
  const [roomiest] = [...slots].sort((a, b) => b.remaining - a.remaining);
  expect(roomiest, 'an open delivery window').toBeDefined();
  return { date: roomiest!.date, window: roomiest!.window };
}

/**
 * Places an order through the API as the storefront sends it, by a new buyer in Jakarta with the Fresh Courier
 * (it carries every product, live and fresh ones too, inside the demo's delivery area) in the roomiest delivery
 * window, and bank transfer unless `order` says otherwise. A signed-in `request` needs `origin` (the server's
 * cross-site check).
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  order: Partial<CreateOrderInput> & Pick<CreateOrderInput, 'items'>,
  origin?: string,
): Promise<PlacedOrder> {
  const shippingMethod = order.shippingMethod ?? { id: 'same_day' };
  const delivery = shippingMethod.id === 'same_day' ? await roomiestSlot(request) : undefined;
  const response = await request.post('/api/Orders/create', {
    data: {
      customerInfo: newBuyer(),
      shippingMethod,
      paymentMethod: { id: 'bank_transfer' },
      delivery,
      ...order,
    },
    headers: origin ? { origin } : undefined,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: PlacedOrder }).data;
}
