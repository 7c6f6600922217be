import sharp from 'sharp';
import { expectAccessible, test, testExpectingStatus, expect, uniqueTag } from './fixtures.ts';
import { createCategory, createProduct, deleteCategory, deleteProducts } from './catalogue.ts';
import { signInAsNewStaff, signInThroughApi } from './staff.ts';

// Issue 10, categories: a Manager creates a category with a picture and the storefront shows it; a User
// reads the list without write controls. The interface runs in its default language, Indonesian.

// Deleting a category that still has a product is refused with 409, which Chromium logs as a failed load.
const testRefused = testExpectingStatus(409);

testRefused('a Manager creates a category with a picture and the storefront shows it', async ({ page, baseURL }) => {
  await signInAsNewStaff(page, baseURL!, 'Manager');
  const name = `Kepiting E2E ${uniqueTag()}`;
  // A picture larger than the category box (800 x 600): the shop fits it within the box.
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();

  await page.goto('/app/category');
  await page.getByRole('link', { name: 'Tambah Kategori' }).click();
  await expect(page).toHaveURL(/\/app\/category\/create$/);

  // Errors show after a submit attempt, with the spec's messages in the interface language.
  await page.getByRole('button', { name: 'Buat Kategori' }).click();
  await expect(page.getByText('Nama kategori wajib diisi')).toBeVisible();
  // No price range to type: the storefront computes it from the products for sale (issue 23).
  await expect(page.getByLabel('Harga awal (Rp)')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Nama kategori', { exact: true }).fill(name);
  await page.getByLabel('Deskripsi', { exact: true }).fill('Kepiting bakau segar pilihan dari Kalimantan');

  await page.getByLabel('Pilih gambar').setInputFiles({ name: 'kepiting.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Pratinjau gambar kategori' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.getByRole('button', { name: 'Buat Kategori' }).click();

  await expect(page).toHaveURL(/\/app\/category$/);
  await page.getByRole('searchbox', { name: 'Cari kategori...' }).fill(name);
  await expect(page).toHaveURL(/q=Kepiting/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name })).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\/thumb\.webp$/);

  // The storefront's home shows the new category with its picture, loaded.
  await page.goto('/public/home');
  const card = page.getByTestId('category-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\/card\.webp$/);
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The stored picture was fitted within 800 x 600: its largest size is 800 x 600, not 1200 x 900.
  const large = (await picture.getAttribute('src'))!.replace('card.webp', 'large.webp');
  const stored = await sharp(await (await page.request.get(large)).body()).metadata();
  expect([stored.width, stored.height]).toEqual([800, 600]);

  // A category that still has a product is not deleted: the list says why, in the interface language.
  await page.goto(`/app/category?q=${encodeURIComponent(name)}`);
  const detailHref = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  const categoryId = Number(/\/app\/category\/detail\/(\d+)$/.exec(detailHref ?? '')?.[1]);
  const { productId } = await createProduct(page.request, baseURL!, {
    productName: `Kepiting uji ${uniqueTag()}`,
    categoryId,
    originalPrice: 300_000,
  });
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(
    page.getByText('Kategori ini masih memiliki 1 produk; pindahkan atau hapus produknya terlebih dahulu'),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  expect(
    (await page.request.delete(`/api/Product/${productId}`, { headers: { origin: baseURL! } })).status(),
  ).toBeLessThan(300);

  // Clean up through the list, answering the spec's confirmation.
  await page.reload();
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Yakin ingin menghapus "${name}"?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Tidak ada kategori')).toBeVisible();
});

test('a User sees the categories but no create, edit or delete controls', async ({ page, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signInThroughApi(owner, baseURL!);
  const { categoryId, categoryName } = await createCategory(owner, baseURL!);
  try {
    await signInAsNewStaff(page, baseURL!, 'User');
    await page.goto(`/app/category?q=${encodeURIComponent(categoryName)}`);
    await expect(page.getByRole('heading', { name: 'Manajemen Kategori' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Lihat ${categoryName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tambah Kategori' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Ubah / })).toHaveCount(0);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: categoryName })
        .getByRole('button', { name: /^Hapus / }),
    ).toHaveCount(0);
    await expectAccessible(page);

    // On a narrow screen the same columns show as one card a category.
    await page.setViewportSize({ width: 480, height: 900 });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Kategori' }).getByRole('listitem').first()).toContainText(
      'Rentang Harga',
    );
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('link', { name: `Lihat ${categoryName}` }).click();
    await expect(page.getByText('ID Kategori')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ubah' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);

    await page.goto('/app/category/create');
    await expect(page).toHaveURL(/\/app\/category$/);
  } finally {
    await deleteCategory(owner, baseURL!, categoryId);
    await owner.dispose();
  }
});

// A category may hold thousands of products: its page shows them a page at a time, as the product list does.
test('a category page shows its products a page at a time', async ({ page, baseURL }) => {
  await signInAsNewStaff(page, baseURL!, 'Manager');
  const tag = uniqueTag();
  const category = await createCategory(page.request, baseURL!, { categoryName: `Rajungan ${tag}` });
  const products = [];
  for (let n = 1; n <= 13; n++) {
    products.push(
      await createProduct(page.request, baseURL!, {
        productName: `Rajungan uji ${String(n).padStart(2, '0')} ${tag}`,
        categoryId: category.categoryId,
        originalPrice: 100_000 + n,
      }),
    );
  }

  await page.goto(`/category/${category.slug}`);
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  await expect(page.getByTestId('shown-range')).toHaveText('Menampilkan 1 - 12 dari 13 produk');
  await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${category.slug}\\?page=2$`));
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText(`Rajungan uji 13 ${tag}`);
  // The address names the page: a reload (rendered on the server) shows the same one.
  await page.reload();
  await expect(page.getByTestId('shown-range')).toHaveText('Menampilkan 13 - 13 dari 13 produk');

  await deleteProducts(page.request, baseURL!, products);
  await deleteCategory(page.request, baseURL!, category.categoryId);
});
