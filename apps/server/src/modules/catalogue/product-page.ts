import { count, eq, or, sql, type SQL } from 'drizzle-orm';
import { DB_INT_MAX, type ProductPageQuery } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { allConditions, orderOf, type ProductKeys, type StorefrontFilter } from './product-filter.ts';

// Which products fill a page of the storefront list and how many match, reading as few rows as the
// indexes allow (decision 014).

/**
 * A list counts its matches up to this many (or to the end of the page asked for, if further), from an
 * index alone: about a millisecond. Beyond it the list reads 'more than 10,000 products'.
 */
const COUNT_CAP = 10_000;
/** A search's matches are counted by reading them (trigrams only point at candidates): up to this many. */
const SEARCH_COUNT_CAP = 1_000;

/**
 * How many products of the sort's index a filtered page reads, at most, looking for its rows before it
 * sorts every match instead. Walking the index finds a page at once when matches are spread along it, but
 * reads far when they bunch further on (a word that starts the names of one kind of product, sorted by
 * name), and the planner, which takes conditions to be independent, cannot tell the two apart.
 */
const WALK_BUDGET = 2_000;

/** The most a count for this list reads: matches past it make the total 'more than'. */
export function countCap(filter: StorefrontFilter, query: ProductPageQuery): number {
  return Math.max(filter.search ? SEARCH_COUNT_CAP : COUNT_CAP, query.page * query.pageSize);
}

/** How many products match `where`, counting at most cap + 1 of them. */
async function countUpTo(executor: Executor, where: SQL, cap: number): Promise<number> {
  // Without the categories: every product has one (a foreign key), so the count can read one index alone.
  const matches = executor
    .select({ id: products.id })
    .from(products)
    .where(where)
    .limit(cap + 1);
  const [row] = await executor.select({ total: count() }).from(matches.as('matches'));
  return row?.total ?? 0;
}

/** How many products match the filter, counting at most cap + 1 of them. */
export async function countMatches(executor: Executor, filter: StorefrontFilter, cap: number): Promise<number> {
  // A search naming a category ('udang') matches all its products: when they alone pass the cap, their
  // category's index tells so without reading any text.
  if (filter.inNamedCategories) {
    const inNamedCategories = await countUpTo(executor, filter.inNamedCategories, cap);
    if (inNamedCategories > cap) return inNamedCategories;
  }
  return countUpTo(executor, allConditions(filter), cap);
}

const walkColumns = {
  id: products.id,
  categoryId: products.categoryId,
  status: products.status,
  price: products.price,
  name: products.name,
  rating: products.rating,
  searchText: products.searchText,
};
const sortColumns = { id: products.id, name: products.name, price: products.price, rating: products.rating };

type PageIds = { id: number }[];

/**
 * The page found by walking the sort's index for at most WALK_BUDGET products and testing the other
 * conditions on them; undefined when the walk stopped at its budget short of a page, as matches may lie
 * further on. A page short of full is the answer when the walk saw every candidate before its budget.
 */
export async function walkedPage(
  executor: Executor,
  { indexed, rest }: StorefrontFilter & { rest: (keys: ProductKeys) => SQL },
  query: ProductPageQuery,
): Promise<PageIds | undefined> {
  const offset = (query.page - 1) * query.pageSize;
  const order = orderOf(query.sort);
  const position = sql<number>`(row_number() over (order by ${sql.join(order, sql`, `)}))::int`.as('position');
  const walk = executor
    .select({ ...walkColumns, position })
    .from(products)
    .where(indexed)
    .orderBy(...order)
    .limit(WALK_BUDGET)
    .as('walk');
  const matches = rest(walk);
  // The walk's last product comes along when the walk reached its budget, matching or not: it sorts after
  // every match, so it ends the rows and tells whether the walk read all candidates.
  const rows = await executor
    .select({ id: walk.id, matches: sql<boolean>`${matches}`, position: walk.position })
    .from(walk)
    .where(or(matches, eq(walk.position, WALK_BUDGET)))
    .orderBy(...orderOf(query.sort, walk))
    .limit(query.pageSize)
    .offset(offset);
  const page = rows.filter((row) => row.matches).map(({ id }) => ({ id }));
  if (page.length === query.pageSize) return page;
  // Short of a page, the walk was read to its end. Rows but no last product: it ran out of candidates first.
  // No rows at all past the first page: the offset may have skipped the last product too, so nothing tells.
  const sawEveryCandidate = rows.length > 0 ? rows.every((row) => row.position < WALK_BUDGET) : offset === 0;
  return sawEveryCandidate ? page : undefined;
}

/** The ids of the page, in order: the sort's index walked when that finds them, else every match sorted. */
export async function pageIds(executor: Executor, filter: StorefrontFilter, query: ProductPageQuery) {
  const { rest, search } = filter;
  const offset = (query.page - 1) * query.pageSize;
  if (!rest || (search && !search.indexed)) {
    // Every condition is the index's own, so the walk is the answer and reads the index alone; or a search
    // of one or two letters, which has no trigram to look up: the planner walks or scans as it sees fit.
    return executor
      .select({ id: products.id })
      .from(products)
      .where(allConditions(filter))
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset(offset);
  }
  if (offset + query.pageSize <= WALK_BUDGET) {
    const walked = await walkedPage(executor, { ...filter, rest }, query);
    if (walked) return walked;
  }
  // A subquery with a LIMIT is planned on its own, so the planner cannot walk the sort's index again: it
  // fetches the matches by their own indexes (trigrams, category, price: that one holds the sort keys, so a
  // price range is read from it alone) and sorts them.
  const matches = executor
    .select(sortColumns)
    .from(products)
    .where(allConditions(filter))
    .limit(DB_INT_MAX)
    .as('matches');
  return executor
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...orderOf(query.sort, matches))
    .limit(query.pageSize)
    .offset(offset);
}
