import type { APIRequestContext } from '@playwright/test';
import { expect, uniqueTag } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';

/** A product of this run's own with stock, made through the API as staff make it; returns its id and name. */
export async function createProductThroughApi(
  request: APIRequestContext,
  baseURL: string,
  name: string,
): Promise<{ productId: number; productName: string }> {
  await signInThroughApi(request, baseURL);
  const categories = (await (await request.get('/api/CrabClawCategories')).json()) as { categoryId: number }[];
  const productName = `${name} ${uniqueTag()}`;
  const created = await request.post('/api/Product', {
    headers: { origin: baseURL },
    data: {
      productName,
      categoryId: categories[0]!.categoryId,
      description: 'Produk uji yang dibuat oleh perjalanan ini',
      weight: 1,
      location: 'Jakarta Utara',
      originalPrice: 150_000,
      discountPrice: 0,
      rating: 0,
      totalSold: 0,
      stock: 50,
      productStatus: 'Fresh',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { productId: ((await created.json()) as { productId: number }).productId, productName };
}

/** Takes the product off the storefront after a journey; its orders keep it. */
export async function deleteProductThroughApi(request: APIRequestContext, baseURL: string, productId: number) {
  await signInThroughApi(request, baseURL);
  expect((await request.delete(`/api/Product/${productId}`, { headers: { origin: baseURL } })).status()).toBeLessThan(
    300,
  );
}
