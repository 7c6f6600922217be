import type { APIRequestContext } from '@playwright/test';
import { test, expect, uniqueTag } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';

// Issue 23: a product staff mark Discontinued leaves the shop's lists and search; its page says so.

async function createProduct(request: APIRequestContext, baseURL: string, categoryId: number, name: string) {
  const created = await request.post('/api/Product', {
    headers: { origin: baseURL },
    data: {
      productName: name,
      categoryId,
      description: 'Produk uji untuk produk yang tidak dijual lagi',
      weight: 1,
      location: 'Jakarta Utara',
      originalPrice: 150_000,
      discountPrice: 0,
      rating: 0,
      totalSold: 0,
      stock: 10,
      productStatus: 'Fresh',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { productId: number }).productId;
}

test('a product staff discontinue leaves its category and the search, and its page points to the category', async ({
  page,
  baseURL,
}) => {
  const request = page.request;
  await signInThroughApi(request, baseURL!);
  const tag = uniqueTag();
  const category = await request.post('/api/CrabClawCategories', {
    headers: { origin: baseURL! },
    data: { categoryName: `Kerang ${tag}`, description: 'Kategori uji', priceRangeStart: 0, priceRangeEnd: 0 },
  });
  expect(category.status(), await category.text()).toBe(201);
  const { categoryId, slug } = (await category.json()) as { categoryId: number; slug: string };
  const made = { categoryId, productIds: [] as number[] };
  try {
    made.productIds.push(await createProduct(request, baseURL!, categoryId, `Kerang Hijau ${tag}`));
    const goneId = await createProduct(request, baseURL!, categoryId, `Kerang Darah ${tag}`);
    made.productIds.push(goneId);
    const gone = (await (await request.get(`/api/Product/${goneId}`)).json()) as { slug: string };

    await page.goto(`/app/product/edit/${goneId}`);
    const status = page.getByLabel('Status produk');
    await expect(status).toBeVisible();
    await status.selectOption('Discontinued');
    await page.getByRole('button', { name: 'Perbarui Produk' }).click();
    await expect(page.getByText('Produk diperbarui')).toBeVisible();

    await page.goto(`/category/${slug}`);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByTestId('product-card')).toContainText(`Kerang Hijau ${tag}`);
    await page.goto(`/public/products?search=${encodeURIComponent(`Kerang Darah ${tag}`)}`);
    await expect(page.getByText(`Kerang Darah ${tag}`)).toHaveCount(0);

    await page.goto(`/product/${slug}/${gone.slug}`);
    await expect(page.getByTestId('no-longer-sold')).toContainText('Produk ini sudah tidak dijual.');
    await expect(page.getByRole('button', { name: /Tambah ke Keranjang/ })).toHaveCount(0);
    await page.getByRole('link', { name: `Lihat produk lain di Kerang ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${slug}`));
    await expect(page.getByTestId('product-card')).toHaveCount(1);
  } finally {
    for (const id of made.productIds) await request.delete(`/api/Product/${id}`, { headers: { origin: baseURL! } });
    await request.delete(`/api/CrabClawCategories/${made.categoryId}`, { headers: { origin: baseURL! } });
  }
});
