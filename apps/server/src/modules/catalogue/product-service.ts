import { and, asc, count, desc, eq, gte, ilike, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { ProductFilter, ProductPageQuery, ProductSort, StoreProduct } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageResult } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/search.ts';
import { toStoreProduct } from './mappers.ts';
import { currentProductUrlParts } from './slugs.ts';

/** Deleted products (kept for the orders that name them) are joined out of every storefront read. */
const shownInCategory = and(eq(categories.id, products.categoryId), isNull(products.deletedAt));

/** The unpaginated list answers at most this many rows; larger catalogues page through /paginated. */
export const PRODUCT_LIST_LIMIT = 1000;
const RELATED_LIMIT = 4;
/** Storefront 4, Carousel: at most 6 featured products. */
const FEATURED_LIMIT = 6;

function filterConditions(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.productStatus === undefined ? undefined : eq(products.status, filter.productStatus),
    filter.minPrice === undefined ? undefined : gte(products.price, filter.minPrice),
    filter.maxPrice === undefined ? undefined : lte(products.price, filter.maxPrice),
  ];
  if (filter.search) {
    // ILIKE on name and description is served by the pg_trgm GIN indexes (see the schema); English names
    // are searched too, so a visitor in English mode finds 'crab' (issue 10).
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.nameEn, pattern),
        ilike(products.description, pattern),
        ilike(categories.name, pattern),
        ilike(categories.nameEn, pattern),
      ),
    );
  }
  return and(...conditions);
}

const ORDER_BY: Record<ProductSort, SQL[]> = {
  name_asc: [asc(products.name), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  rating_desc: [desc(products.rating), asc(products.id)],
};

const productColumns = {
  product: products,
  category: { id: categories.id, name: categories.name, nameEn: categories.nameEn, slug: categories.slug },
};

function selectProducts(executor: Executor) {
  return executor.select(productColumns).from(products).innerJoin(categories, shownInCategory);
}

type ProductWithCategory = {
  product: typeof products.$inferSelect;
  category: { id: number; name: string; nameEn: string | null; slug: string };
};
const toStore = (rows: ProductWithCategory[]): StoreProduct[] =>
  rows.map((row) => toStoreProduct(row.product, row.category));

export async function listProducts(executor: Executor, filter: ProductFilter): Promise<StoreProduct[]> {
  const rows = await selectProducts(executor)
    .where(filterConditions(filter))
    .orderBy(asc(products.id))
    .limit(PRODUCT_LIST_LIMIT);
  return toStore(rows);
}

/** One page of matching products, sorted by the database across all matches (not only the page). */
export async function productPage(executor: Executor, query: ProductPageQuery) {
  const where = filterConditions(query);
  const [rows, totals] = await Promise.all([
    selectProducts(executor)
      .where(where)
      .orderBy(...(query.sort ? ORDER_BY[query.sort] : [asc(products.id)]))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ total: count() }).from(products).innerJoin(categories, shownInCategory).where(where),
  ]);
  return pageResult(toStore(rows), totals[0]?.total ?? 0, query.page, query.pageSize);
}

export async function getProduct(executor: Executor, id: number): Promise<StoreProduct> {
  const [row] = await selectProducts(executor).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound(`Product ${id} was not found.`);
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
    throw notFound(`Product '${productSlug}' was not found in category '${categorySlug}'.`);
  }
  return toStoreProduct(row.product, row.category);
}

export async function productsOfCategory(executor: Executor, categoryId: number): Promise<StoreProduct[]> {
  const [category] = await executor.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw notFound(`Category ${categoryId} was not found.`);
  return listProducts(executor, { categoryId });
}

/** Up to four other products of the same category, best rated first, for the product page. */
export async function relatedProducts(executor: Executor, productId: number): Promise<StoreProduct[]> {
  const product = await getProduct(executor, productId);
  const rows = await selectProducts(executor)
    .where(and(eq(products.categoryId, product.categoryId), ne(products.id, productId)))
    .orderBy(desc(products.rating), asc(products.id))
    .limit(RELATED_LIMIT);
  return toStore(rows);
}

/** The home page's 'Produk Unggulan': featured products, best sellers first; the first products when none is featured. */
export async function featuredProducts(executor: Executor): Promise<StoreProduct[]> {
  const featured = await selectProducts(executor)
    .where(eq(products.isFeatured, true))
    .orderBy(desc(products.totalSold), asc(products.id))
    .limit(FEATURED_LIMIT);
  if (featured.length > 0) return toStore(featured);
  return toStore(await selectProducts(executor).orderBy(asc(products.id)).limit(FEATURED_LIMIT));
}

/** The sitemap protocol allows 50,000 URLs in one file; a larger catalogue needs a sitemap index. */
export const SITEMAP_PRODUCT_LIMIT = 49_000;

/** Canonical URL parts of every product (for the sitemap), newest changes first. */
export async function productUrlParts(executor: Executor) {
  return executor
    .select({ categorySlug: categories.slug, productSlug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, shownInCategory)
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(SITEMAP_PRODUCT_LIMIT);
}
