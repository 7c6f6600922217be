import type { APIRequestContext } from '@playwright/test';
import { expect, uniqueTag } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';

/** A product of this run's own (`name` and a unique tag) with 50 in stock, made through the API as staff make it. */
export async function createProduct(request: APIRequestContext, baseURL: string, name: string): Promise<number> {
  await signInThroughApi(request, baseURL);
  const categories = (await (await request.get('/api/CrabClawCategories')).json()) as { categoryId: number }[];
  const created = await request.post('/api/Product', {
    headers: { origin: baseURL },
    data: {
      productName: `${name} ${uniqueTag()}`,
      categoryId: categories[0]!.categoryId,
      description: `Produk uji: ${name}`,
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
  return ((await created.json()) as { productId: number }).productId;
}
