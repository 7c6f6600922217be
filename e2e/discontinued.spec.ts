import { test, expect, uniqueTag } from './fixtures.ts';
import { createCategory, createProduct, deleteCategory, deleteProducts, type CreatedProduct } from './catalogue.ts';
import { signInThroughApi } from './staff.ts';

// Issue 23: a product staff mark Discontinued leaves the shop's lists and search; its page says so.

test('a product staff discontinue leaves its category and the search, and its page points to the category', async ({
  page,
  baseURL,
}) => {
  const request = page.request;
  await signInThroughApi(request, baseURL!);
  const tag = uniqueTag();
  const { categoryId, slug } = await createCategory(request, baseURL!, { categoryName: `Kerang ${tag}` });
  const made: CreatedProduct[] = [];
  try {
    made.push(
      await createProduct(request, baseURL!, {
        categoryId,
        productName: `Kerang Hijau ${tag}`,
        originalPrice: 150_000,
        stock: 10,
      }),
    );
    const discontinued = await createProduct(request, baseURL!, {
      categoryId,
      productName: `Kerang Darah ${tag}`,
      originalPrice: 150_000,
      stock: 10,
    });
    made.push(discontinued);
    const goneId = discontinued.productId;
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
    await deleteProducts(request, baseURL!, made);
    await deleteCategory(request, baseURL!, categoryId);
  }
});
