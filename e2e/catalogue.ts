import type { APIRequestContext } from '@playwright/test';
import type { CategoryAdminInput, ProductAdminInput, StoreProduct } from '@crabclaw/shared';
import { expect, test, uniqueTag } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';

// A journey makes the catalogue it needs through the API as staff make it (issue 24), instead of naming the
// demo's products and prices; a name with this run's tag never meets another run's. Each write goes out on
// `request` as it is signed in (signInThroughApi, or a page's staff session), as staff who may write the catalogue.

/** What staff send for a product, in the API's field names; every field has a test default but the category. */
export type TestProductFields = Partial<ProductAdminInput> & { productName?: string };

export interface CreatedProduct {
  productId: number;
  productName: string;
  slug: string;
}

export interface CreatedCategory {
  categoryId: number;
  categoryName: string;
  slug: string;
}

/** The header the server's cross-site check asks of a signed-in write. */
const sameSite = (baseURL: string) => ({ origin: baseURL });

/** A category of this run's own, named `Kategori uji <tag>` unless `fields` say otherwise. */
export async function createCategory(
  request: APIRequestContext,
  baseURL: string,
  fields: Partial<CategoryAdminInput> = {},
): Promise<CreatedCategory> {
  const created = await request.post('/api/CrabClawCategories', {
    headers: sameSite(baseURL),
    data: {
      categoryName: `Kategori uji ${uniqueTag()}`,
      description: 'Kategori uji dari sebuah perjalanan',
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedCategory;
}

/** This worker's category (each worker is a process of its own), made on first use. */
let workerCategory: Promise<number> | undefined;

/**
 * A category for a product whose category the journey does not look at: this worker's own, never a category
 * another journey made and will delete (it could not, with this product in it), nor one it counts. It stays in
 * the shop after the run, empty, as a shop's test category would.
 */
export function anyCategoryId(request: APIRequestContext, baseURL: string): Promise<number> {
  workerCategory ??= createCategory(request, baseURL).then(({ categoryId }) => categoryId);
  return workerCategory;
}

/** A product for sale, Rp 100.000 per kg with 50 in stock unless `fields` say otherwise. */
export async function createProduct(
  request: APIRequestContext,
  baseURL: string,
  fields: TestProductFields = {},
): Promise<CreatedProduct> {
  const categoryId = fields.categoryId ?? (await anyCategoryId(request, baseURL));
  const created = await request.post('/api/Product', {
    headers: sameSite(baseURL),
    data: {
      productName: `Produk uji ${uniqueTag()}`,
      description: 'Produk uji dari sebuah perjalanan',
      weight: 1,
      location: 'Jakarta Utara',
      originalPrice: 100_000,
      discountPrice: 0,
      stock: 50,
      productStatus: 'Fresh',
      ...fields,
      categoryId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedProduct;
}

/** A product as the storefront and the cart read it. */
export async function storeProduct(request: APIRequestContext, productId: number): Promise<StoreProduct> {
  const read = await request.get(`/api/Product/${productId}`);
  expect(read.status(), await read.text()).toBe(200);
  return (await read.json()) as StoreProduct;
}

/** Takes products out of the catalogue again, so later journeys never meet them. */
export async function deleteProducts(
  request: APIRequestContext,
  baseURL: string,
  products: readonly { productId: number }[],
): Promise<void> {
  for (const { productId } of products) {
    const deleted = await request.delete(`/api/Product/${productId}`, { headers: sameSite(baseURL) });
    expect(deleted.status(), await deleted.text()).toBeLessThan(300);
  }
}

/**
 * A journey owning products (epic-stack's fixtures): `makeProduct` makes one as the owner, with createProduct's
 * defaults where `fields` say nothing, and every product it made is deleted after the journey; `product` is
 * one made so, for a journey that needs some product to buy, whichever.
 */
export const testWithProduct = test.extend<{
  makeProduct: (fields?: TestProductFields) => Promise<StoreProduct>;
  product: StoreProduct;
}>({
  makeProduct: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, baseURL!);
    const made: CreatedProduct[] = [];
    await use(async (fields) => {
      const created = await createProduct(request, baseURL!, fields);
      made.push(created);
      return storeProduct(request, created.productId);
    });
    await deleteProducts(request, baseURL!, made);
    await request.dispose();
  },
  product: async ({ makeProduct }, use) => use(await makeProduct()),
});

export interface Shelf {
  /** In every product's name and in no other run's: a search for it finds exactly the shelf. */
  tag: string;
  category: CreatedCategory;
  /** In order: named `Rak uji <tag> 1`, `Rak uji <tag> 2`... */
  products: CreatedProduct[];
  /** Deletes the products, then the category. */
  remove(): Promise<void>;
}

/** A category of its own holding `count` products, each with `fields`, for a journey that pages or counts. */
export async function createShelf(
  request: APIRequestContext,
  baseURL: string,
  count: number,
  fields: TestProductFields = {},
): Promise<Shelf> {
  const tag = uniqueTag();
  const category = await createCategory(request, baseURL, { categoryName: `Rak uji ${tag}` });
  const products: CreatedProduct[] = [];
  for (let n = 1; n <= count; n++) {
    products.push(
      await createProduct(request, baseURL, {
        productName: `Rak uji ${tag} ${n}`,
        ...fields,
        categoryId: category.categoryId,
      }),
    );
  }
  const remove = async () => {
    await deleteProducts(request, baseURL, products);
    await deleteCategory(request, baseURL, category.categoryId);
  };
  return { tag, category, products, remove };
}

/** Takes a category of the journey's own out of the shop again, once its products are gone. */
export async function deleteCategory(request: APIRequestContext, baseURL: string, categoryId: number): Promise<void> {
  const deleted = await request.delete(`/api/CrabClawCategories/${categoryId}`, { headers: sameSite(baseURL) });
  expect(deleted.status(), await deleted.text()).toBeLessThan(300);
}
