import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  cappedPageAnswer,
  FEATURED_PLACES,
  featuredPlaces,
  type ProductFilter,
  type ProductPageQuery,
  type StoreProduct,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toStoreProduct } from './mappers.ts';
import { allConditions, listedProduct, orderOf, storefrontFilter } from './product-filter.ts';
import { countCap, countMatches, pageIds } from './product-page.ts';
import { currentProductUrlParts } from './slugs.ts';

/** Deleted products (kept for the orders that name them) are joined out of every storefront read. */
const shownInCategory = and(eq(categories.id, products.categoryId), isNull(products.deletedAt));

/** The unpaginated list answers at most this many rows; larger catalogues page through /paginated. */
export const PRODUCT_LIST_LIMIT = 1000;
const RELATED_LIMIT = 4;

// search_text serves the search only; no answer carries it.
const { searchText: _searchText, ...productFields } = getTableColumns(products);
const productColumns = {
  product: productFields,
  category: { id: categories.id, name: categories.name, nameEn: categories.nameEn, slug: categories.slug },
};

function selectProducts(executor: Executor) {
  return executor.select(productColumns).from(products).innerJoin(categories, shownInCategory);
}

type ProductWithCategory = {
  product: Omit<typeof products.$inferSelect, 'searchText'>;
  category: { id: number; name: string; nameEn: string | null; slug: string };
};
const toStore = (rows: ProductWithCategory[]): StoreProduct[] =>
  rows.map((row) => toStoreProduct(row.product, row.category));

export async function listProducts(executor: Executor, filter: ProductFilter): Promise<StoreProduct[]> {
  const rows = await selectProducts(executor)
    .where(allConditions(await storefrontFilter(executor, filter)))
    .orderBy(...orderOf(undefined))
    .limit(PRODUCT_LIST_LIMIT);
  return toStore(rows);
}

/** One page of matching products, sorted by the database across all matches (not only the page). */
export async function productPage(executor: Executor, query: ProductPageQuery) {
  const filter = await storefrontFilter(executor, query, query.sort);
  const cap = countCap(filter, query);
  const [rows, counted] = await Promise.all([
    pageIds(executor, filter, query).then(async (page) =>
      page.length === 0
        ? []
        : selectProducts(executor)
            .where(
              inArray(
                products.id,
                page.map((row) => row.id),
              ),
            )
            .orderBy(...orderOf(query.sort)),
    ),
    countMatches(executor, filter, cap),
  ]);
  return cappedPageAnswer(toStore(rows), counted, cap, query.page, query.pageSize);
}

export async function getProduct(executor: Executor, id: number): Promise<StoreProduct> {
  const [row] = await selectProducts(executor).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('product.notFound');
  return toStoreProduct(row.product, row.category);
}

export async function getProductBySlugs(
  executor: Executor,
  categorySlug: string,
  productSlug: string,
): Promise<StoreProduct> {
  const [row] = await selectProducts(executor)
    .where(and(eq(categories.slug, categorySlug), eq(products.slug, productSlug)))
    .limit(1);
  if (!row) {
    // A renamed product's old slug still finds it (the page then shows its canonical URL).
    const current = await currentProductUrlParts(executor, productSlug);
    if (current && current.productSlug !== productSlug) {
      return getProductBySlugs(executor, current.categorySlug, current.productSlug);
    }
    throw notFound('product.notFound');
  }
  return toStoreProduct(row.product, row.category);
}

export async function productsOfCategory(executor: Executor, categoryId: number): Promise<StoreProduct[]> {
  const [category] = await executor.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound('category.notFound');
  return listProducts(executor, { categoryId });
}

/** Up to four other products of the same category, best rated first, for the product page. */
export async function relatedProducts(executor: Executor, productId: number): Promise<StoreProduct[]> {
  const product = await getProduct(executor, productId);
  const rows = await selectProducts(executor)
    .where(and(listedProduct, eq(products.categoryId, product.categoryId), ne(products.id, productId)))
    .orderBy(sql`${products.rating} desc nulls last`, asc(products.id))
    .limit(RELATED_LIMIT);
  return toStore(rows);
}

/**
 * The home page's 'Produk Unggulan': the featured products staff chose, each at the place they set, best
 * sellers filling the places left (issue 23; the placing rule is featuredPlaces).
 */
export async function featuredProducts(executor: Executor): Promise<StoreProduct[]> {
  const [featured, bestSellers] = await Promise.all([
    selectProducts(executor)
      .where(and(listedProduct, eq(products.isFeatured, true)))
      .orderBy(sql`${products.featuredPosition} asc nulls last`, desc(products.totalSold), asc(products.id))
      .limit(FEATURED_PLACES),
    selectProducts(executor)
      .where(and(listedProduct, eq(products.isFeatured, false)))
      .orderBy(desc(products.totalSold), asc(products.id))
      .limit(FEATURED_PLACES),
  ]);
  return featuredPlaces(
    featured.map((row) => ({
      product: toStoreProduct(row.product, row.category),
      featuredPosition: row.product.featuredPosition,
    })),
    toStore(bestSellers),
  );
}

/** The sitemap protocol allows 50,000 URLs in one file; a larger catalogue needs a sitemap index. */
export const SITEMAP_PRODUCT_LIMIT = 49_000;

/** Canonical URL parts of every listed product (for the sitemap), newest changes first. */
export async function productUrlParts(executor: Executor) {
  return executor
    .select({ categorySlug: categories.slug, productSlug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, shownInCategory)
    .where(listedProduct)
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(SITEMAP_PRODUCT_LIMIT);
}
