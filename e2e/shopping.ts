import type { APIRequestContext, Page } from '@playwright/test';
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

/** Closes the "added" dialog with its button to keep shopping. */
export async function continueShopping(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Berhasil Ditambahkan!' })
    .getByRole('button', { name: 'Lanjut Belanja' })
    .click();
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
}

/** Another buyer orders `quantity` of the product through the API, taking that much of its stock. */
export async function orderAsAnotherBuyer(
  request: APIRequestContext,
  productId: number,
  quantity: number,
): Promise<void> {
  const response = await request.post('/api/Orders/create', {
    data: {
      customerInfo: {
        fullName: 'Pembeli Lain',
        email: `pembeli-${uniqueTag()}@example.co.id`,
        // A number of its own, so the unpaid-orders limit per phone never meets an earlier run's orders.
        phone: `0813${String(Date.now()).slice(-8)}`,
        address: 'Jl. Darmo No. 12, Wonokromo',
        city: 'Surabaya',
        province: 'Jawa Timur',
        postalCode: '60241',
      },
      items: [{ productId, quantity }],
      shippingMethod: { id: 'regular' },
      paymentMethod: { id: 'cod' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
