import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ProductFilter, ProductSort } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

// The storefront's product filter and sorts as SQL, split by what the sort's index serves (decision 014).

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
  rating_desc: (keys) => [desc(keys.rating), asc(keys.id)],
};

/** The ORDER BY of a sort (product id when none is chosen), ties broken by id so pages never overlap. */
export const orderOf = (sort: ProductSort | undefined, keys: SortKeys = products): SQL[] =>
  SORT_KEYS[sort ?? 'id'](keys);

interface Search {
  pattern: string;
  /** Three letters or more: the trigram index can find the matches (shorter words have no trigram). */
  indexed: boolean;
  /** The categories whose Indonesian or English name holds the search: all their products match. */
  categoryIds: number[];
}

async function searchOf(executor: Executor, text: string): Promise<Search> {
  const pattern = containsPattern(text);
  const named = await executor
    .select({ id: categories.id })
    .from(categories)
    .where(or(ilike(categories.name, pattern), ilike(categories.nameEn, pattern)));
  return { pattern, indexed: text.length >= 3, categoryIds: named.map((row) => row.id) };
}

/**
 * Name, English name and description (issue 10) through search_text, in lower case and served by one
 * trigram index; the category's names through the ids of the categories that match, so the planner sees
 * them. The same matches as ILIKE on each of those columns.
 */
function searchMatch({ pattern, categoryIds }: Search, keys: ProductKeys): SQL {
  const inText = sql`${keys.searchText} like lower(${pattern})`;
  // The category first: for its products the database then skips reading the text.
  return categoryIds.length > 0 ? or(inArray(keys.categoryId, categoryIds), inText)! : inText;
}

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
    isNull(products.deletedAt),
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
