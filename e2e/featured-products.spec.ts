import { test, expect, uniqueTag } from './fixtures.ts';
import { createCategory, createProduct, deleteCategory, deleteProducts, type CreatedProduct } from './catalogue.ts';
import { signInThroughApi } from './staff.ts';

// Issue 23: staff feature a new product at a place of their choosing and the home page shows it there; a
// product nobody rated shows no stars and no '0.0'. The places are shop-wide: the journey's own products take
// places 1 and 2 while it runs (server-rendering's takes 6, no other journey takes one), and free them when deleted.

test('a new product staff feature at place 2 shows second on the home page, without stars', async ({
  page,
  baseURL,
}) => {
  const request = page.request;
  await signInThroughApi(request, baseURL!);
  const tag = uniqueTag();
  const name = `Kepiting Unggulan ${tag}`;
  const { categoryId, slug } = await createCategory(request, baseURL!, { categoryName: `Kepiting ${tag}` });
  const made: CreatedProduct[] = [];
  try {
    // A rated product before it, at place 1.
    const rated = await createProduct(request, baseURL!, {
      productName: `Kepiting Bintang ${tag}`,
      categoryId,
      originalPrice: 180_000,
      rating: 4.5,
      isUnggulan: true,
      featuredPosition: 1,
    });
    made.push(rated);
    const unrated = await createProduct(request, baseURL!, {
      productName: name,
      categoryId,
      originalPrice: 180_000,
      stock: 10,
    });
    made.push(unrated);

    await page.goto(`/app/product/edit/${unrated.productId}`);
    await expect(page.getByLabel('Rating (0-5, kosongkan bila belum ada)')).toHaveValue('');
    await page.getByLabel('Unggulan', { exact: true }).check();
    await page.getByLabel('Tempat di Produk Unggulan beranda').selectOption({ label: 'Tempat 2' });
    await page.getByRole('button', { name: 'Perbarui Produk' }).click();
    await expect(page.getByText('Produk diperbarui')).toBeVisible();

    await page.goto('/');
    const featured = page.locator('section[aria-labelledby="featured-heading"]').getByTestId('product-card');
    await expect(featured.nth(1)).toContainText(name);
    const card = featured.nth(1);
    await expect(card.getByTestId('rating')).toHaveCount(0);
    await expect(card.getByText(/^0[.,]0$/)).toHaveCount(0);
    await expect(card).toContainText('0 terjual');
    // The rated product before it writes its rating the Indonesian way.
    await expect(featured.first()).toContainText(rated.productName);
    await expect(featured.first().getByTestId('rating')).toHaveText('4,5');

    // Its category's page states the range of what it sells: both products' price.
    await page.goto(`/category/${slug}`);
    await expect(page.getByTestId('category-price-range')).toHaveText('Rp 180.000');
  } finally {
    await deleteProducts(request, baseURL!, made);
    await deleteCategory(request, baseURL!, categoryId);
  }
});
