import { and, asc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { UNLISTED_STATUS, type ProductFilter, type ProductSort } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

// The storefront's product filter and sorts as SQL, split by what the sort's index serves, and the pieces of
// a search the back office's shares (decision 014).

/**
 * What every storefront list, search and count shows: products still in the shop (a deleted one that orders
 * refer to is hidden) and still sold (a Discontinued one keeps only its page, issue 23).
 */
export const listedProduct: SQL = and(isNull(products.deletedAt), ne(products.status, UNLISTED_STATUS))!;

/** The columns a filter and a sort read: those of products, or the same columns of a subquery over it. */
export type ProductKeys = Record<
  'id' | 'categoryId' | 'status' | 'price' | 'name' | 'rating' | 'searchText',
  SQLWrapper
>;

/** The columns a sort reads. */
export type SortKeys = Pick<ProductKeys, 'id' | 'name' | 'price' | 'rating'>;

const SORT_KEYS: Record<ProductSort | 'id', (keys: SortKeys) => SQL[]> = {
  id: (keys) => [asc(keys.id)],
  name_asc: (keys) => [asc(keys.name), asc(keys.id)],
  price_asc: (keys) => [asc(keys.price), asc(keys.id)],
  // Unrated products (null) after every rated one: PostgreSQL puts nulls first in a descending order.
  rating_desc: (keys) => [sql`${keys.rating} desc nulls last`, asc(keys.id)],
};

/** The ORDER BY of a sort (product id when none is chosen), ties broken by id so pages never overlap. */
export const orderOf = (sort: ProductSort | undefined, keys: SortKeys = products): SQL[] =>
  SORT_KEYS[sort ?? 'id'](keys);

interface Search {
  pattern: string;
  /** The trigram index can find the matches (hasTrigrams). */
  indexed: boolean;
  /** The categories whose Indonesian or English name holds the search: all their products match. */
  categoryIds: number[];
}

/** The ids of the categories a search names (`named` is the test on their names): all their products match. */
export async function namedCategoryIds(executor: Executor, named: SQL | undefined): Promise<number[]> {
  const rows = await executor.select({ id: categories.id }).from(categories).where(named);
  return rows.map((row) => row.id);
}

/** Three letters or more: a trigram index can find the matches (shorter words have no trigram). */
export const hasTrigrams = (text: string): boolean => text.length >= 3;

/** `lowerText`, kept in lower case, holds the pattern: LIKE on it is ILIKE's match, and trigram indexes serve it. */
export const holdsPattern = (lowerText: SQLWrapper, pattern: string): SQL => sql`${lowerText} like lower(${pattern})`;

/**
 * A product of the named categories, or one whose text matches. The category is tested first: for its
 * products the database then skips reading the text, and the planner sees real ids.
 */
export function inCategoriesOrText(categoryId: SQLWrapper, categoryIds: number[], inText: SQL): SQL {
  return categoryIds.length > 0 ? or(inArray(categoryId, categoryIds), inText)! : inText;
}

async function searchOf(executor: Executor, text: string): Promise<Search> {
  const pattern = containsPattern(text);
  const categoryIds = await namedCategoryIds(
    executor,
    or(ilike(categories.name, pattern), ilike(categories.nameEn, pattern)),
  );
  return { pattern, indexed: hasTrigrams(text), categoryIds };
}

/**
 * Name, English name and description (issue 10) through search_text, in lower case and served by one
 * trigram index; the category's names through the ids of the categories that match. The same matches as
 * ILIKE on each of those columns.
 */
const searchMatch = ({ pattern, categoryIds }: Search, keys: ProductKeys): SQL =>
  inCategoriesOrText(keys.categoryId, categoryIds, holdsPattern(keys.searchText, pattern));

export interface StorefrontFilter {
  /** Shown products, the category, and the price range when sorting by price: what the sort's index walks. */
  indexed: SQL;
  /** The other conditions (search, status, a price range under another sort), on products or a subquery. */
  rest: ((keys: ProductKeys) => SQL) | undefined;
  /** The search among them, if any. */
  search: Search | undefined;
  /** With a search that names categories: every condition but the text, so only their products match. */
  inNamedCategories: SQL | undefined;
}

/** The storefront filter (categoryId, productStatus, minPrice, maxPrice, search) for a list in `sort` order. */
export async function storefrontFilter(
  executor: Executor,
  filter: ProductFilter,
  sort?: ProductSort,
): Promise<StorefrontFilter> {
  const priceRange = (keys: ProductKeys) => [
    filter.minPrice === undefined ? undefined : gte(keys.price, filter.minPrice),
    filter.maxPrice === undefined ? undefined : lte(keys.price, filter.maxPrice),
  ];
  const byPrice = sort === 'price_asc';
  const search = filter.search ? await searchOf(executor, filter.search) : undefined;
  const restWith = (keys: ProductKeys, searched: SQL | undefined) =>
    and(
      filter.productStatus === undefined ? undefined : eq(keys.status, filter.productStatus),
      ...(byPrice ? [] : priceRange(keys)),
      searched,
    );
  const hasRest = Boolean(search || filter.productStatus || (!byPrice && priceRange(products).some(Boolean)));
  const indexed = and(
    listedProduct,
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    ...(byPrice ? priceRange(products) : []),
  )!;
  return {
    indexed,
    rest: hasRest ? (keys) => restWith(keys, search && searchMatch(search, keys))! : undefined,
    search,
    inNamedCategories: search?.categoryIds.length
      ? and(indexed, restWith(products, inArray(products.categoryId, search.categoryIds)))
      : undefined,
  };
}

/** Every condition of the filter on products. */
export const allConditions = ({ indexed, rest }: StorefrontFilter): SQL => and(indexed, rest?.(products))!;
