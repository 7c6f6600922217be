import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { StoreCategory, StoreCategoryWithCount } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { pageResult } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/search.ts';
import { toStoreCategory } from './mappers.ts';
import { listedProduct } from './product-filter.ts';
import { SELLABLE } from './stock.ts';

/**
 * How many of `among` each category holds (the storefront's listed products; staff also count the
 * Discontinued ones, which their list shows), counted from one index alone: joining products to categories first carried every
 * product through a hash join and a grouping by the category's columns (decision 014). Join it to the
 * categories on `categoryId` and read `productCountIn`.
 */
export function liveProductCounts(executor: Executor, among: SQL, categoryId?: number) {
  const forSale = sql`${products.status} in (${sql.join(
    SELLABLE.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  return executor
    .select({
      categoryId: products.categoryId,
      productCount: count().as('product_count'),
      // What a visitor can buy in the category costs: the card's range, never a figure typed once and left.
      lowestPrice: sql<number | null>`min(${products.price}) filter (where ${forSale})`
        .mapWith(Number)
        .as('lowest_price'),
      highestPrice: sql<number | null>`max(${products.price}) filter (where ${forSale})`
        .mapWith(Number)
        .as('highest_price'),
    })
    .from(products)
    .where(and(among, categoryId === undefined ? undefined : eq(products.categoryId, categoryId)))
    .groupBy(products.categoryId)
    .as('counts');
}

/** A category's count from liveProductCounts: zero where it holds none. */
export const productCountIn = (counts: ReturnType<typeof liveProductCounts>) =>
  sql<number>`coalesce(${counts.productCount}, 0)`.mapWith(Number);

/**
 * Categories with their shown products' count and price range (liveProductCounts), for a storefront read to
 * filter, sort and page. `categoryId` narrows the counting to one category.
 */
function selectCounted(executor: Executor, categoryId?: number) {
  const counts = liveProductCounts(executor, listedProduct, categoryId);
  return executor
    .select({
      category: categories,
      productCount: productCountIn(counts),
      lowestPrice: counts.lowestPrice,
      highestPrice: counts.highestPrice,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .$dynamic();
}

type CountedRow = Awaited<ReturnType<ReturnType<typeof selectCounted>['execute']>>[number];

/** A category with the range of its products for sale (the one range it has, issue 23). */
export const toRangedCategory = ({ category, lowestPrice, highestPrice }: CountedRow): StoreCategory =>
  toStoreCategory(category, { lowestPrice: lowestPrice ?? null, highestPrice: highestPrice ?? null });

export async function listCategories(
  executor: Executor,
  paging: { page?: number; limit?: number },
): Promise<StoreCategory[]> {
  const query = selectCounted(executor).orderBy(asc(categories.id));
  if (paging.limit !== undefined) query.limit(paging.limit).offset(((paging.page ?? 1) - 1) * paging.limit);
  return (await query).map(toRangedCategory);
}

/** Every category with how many shown products it holds, zero included, and what those for sale cost. */
export async function categoriesWithProductCount(executor: Executor): Promise<StoreCategoryWithCount[]> {
  const rows = await selectCounted(executor).orderBy(asc(categories.id));
  return rows.map((row) => ({ ...toRangedCategory(row), productCount: row.productCount }));
}

export async function popularCategories(executor: Executor): Promise<StoreCategory[]> {
  const rows = await selectCounted(executor).where(eq(categories.isPopular, true)).orderBy(asc(categories.id));
  return rows.map(toRangedCategory);
}

export async function searchCategories(executor: Executor, query: { q: string; page: number; limit: number }) {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(ilike(categories.name, pattern), ilike(categories.nameEn, pattern), ilike(categories.description, pattern))
    : undefined;
  const [rows, totals] = await Promise.all([
    selectCounted(executor)
      .where(where)
      .orderBy(asc(categories.name))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    executor.select({ total: count() }).from(categories).where(where),
  ]);
  return pageResult(rows.map(toRangedCategory), totals[0]?.total ?? 0, query.page, query.limit);
}

export async function getCategory(executor: Executor, id: number): Promise<StoreCategory> {
  const [row] = await selectCounted(executor, id).where(eq(categories.id, id));
  if (!row) throw notFound('category.notFound');
  return toRangedCategory(row);
}

export async function getCategoryBySlug(executor: Executor, slug: string): Promise<StoreCategory> {
  // By id, so the range is counted over that category's products alone.
  const [row] = await executor.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw notFound('category.notFound');
  return getCategory(executor, row.id);
}
