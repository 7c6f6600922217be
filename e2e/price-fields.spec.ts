import type { Page } from '@playwright/test';
import { test, expect, uniqueTag } from './fixtures.ts';
import { createShelf, deleteProducts } from './catalogue.ts';
import { signInAsNewStaff, signInThroughApi } from './staff.ts';

// Issue 23: price fields group thousands while staff type (150.000; on English screens 150,000), the caret
// stays where they type, and the price is saved as a number.

test('a Manager types prices that group as they are typed, edits in the middle, and saves numbers', async ({
  page,
  request,
  baseURL,
}) => {
  // The owner makes the category the Manager files the product under, and takes both away afterwards.
  await signInThroughApi(request, baseURL!);
  const shelf = await createShelf(request, baseURL!, 0);
  const name = `Kepiting Harga ${uniqueTag()}`;
  try {
    await signInAsNewStaff(page, baseURL!, 'Manager');
    await typePricesAndSave(page, shelf.category.categoryName, name);
  } finally {
    const saved = await (await request.get(`/api/Product/admin?search=${encodeURIComponent(name)}`)).json();
    await deleteProducts(request, baseURL!, saved.data as { productId: number }[]);
    await shelf.remove();
  }
});

/** Types the prices as a Manager does, saves the product named `name` in `categoryName`, reads back the numbers. */
async function typePricesAndSave(page: Page, categoryName: string, name: string): Promise<void> {
  await page.goto('/app/product/create');
  const price = page.getByLabel('Harga asli (Rp)');
  await price.pressSequentially('1500');
  await expect(price).toHaveValue('1.500');
  await price.pressSequentially('00');
  await expect(price).toHaveValue('150.000');
  // Back before the last three zeros and a 5 typed there: the caret stays after it, so a 9 follows it.
  for (let i = 0; i < 3; i++) await price.press('ArrowLeft');
  await price.pressSequentially('59');
  await expect(price).toHaveValue('15.059.000');
  const discount = page.getByLabel('Harga diskon (Rp)');
  await discount.fill('12500000');
  await expect(discount).toHaveValue('12.500.000');

  await page.getByLabel('Nama produk').fill(name);
  await page.getByLabel('Kategori').selectOption({ label: categoryName });
  await page.getByLabel('Deskripsi', { exact: true }).fill('Kepiting bakau untuk uji harga');
  await page.getByLabel('Lokasi').fill('Jakarta Utara');
  await page.getByLabel('Berat (kg)').fill('1');
  await page.getByLabel('Stok', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Simpan Produk' }).click();
  await expect(page.getByText('Produk ditambahkan')).toBeVisible();

  const listed = await page.request.get(`/api/Product/admin?search=${encodeURIComponent(name)}`);
  expect((await listed.json()).data).toMatchObject([{ originalPrice: 15_059_000, discountPrice: 12_500_000 }]);

  // On an English screen the product form groups with commas.
  await page.goto('/app/product/create');
  await page.getByRole('button', { name: 'English' }).first().click();
  const original = page.getByLabel('Original price (Rp)');
  await original.pressSequentially('150000');
  await expect(original).toHaveValue('150,000');
}
