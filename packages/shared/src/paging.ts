/**
 * The shop's one paging rule (issue 10: 'one paging rule for the whole shop'): how many pages a list has,
 * which page numbers show, which rows 'Showing X to Y of Z' names, and the API's page answer. The
 * storefront's product list, the back-office lists and the server's page answers all use it.
 */

/** Page-number buttons shown at most (back-office and storefront section 9: page-number window 5). */
export const PAGE_WINDOW = 5;

/** How many pages `totalCount` rows fill at `pageSize` a page; 0 when there are none. */
export function totalPagesOf(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, totalCount) / pageSize) : 0;
}

/** A requested page kept within 1..totalPages (page 1 when the list is empty). */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, totalPages));
}

/** The page numbers around the current page, at most `size` of them, within 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** 'Showing X to Y of Z': the 1-based range of the rows on a page; 0 to 0 when there are none. */
export function shownRange(page: number, pageSize: number, totalCount: number): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, totalCount), to: Math.min(page * pageSize, totalCount) };
}

/** One page of a list in the API's page shape (`pageOf` in catalogue.ts describes it). */
export function pageAnswer<T>(data: T[], totalCount: number, page: number, pageSize: number) {
  const totalPages = totalPagesOf(totalCount, pageSize);
  return {
    data,
    totalCount,
    totalPages,
    currentPage: page,
    pageSize,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}

/**
 * One page of a list whose matches were counted only up to `cap` (a broad search would otherwise count
 * tens of thousands of rows for one page): `counted` is what a count stopped at cap + 1 found. Past the cap
 * the total reads 'more than totalCount' (totalCountCapped), a next page always exists and no last page
 * can be named. With cap >= page * pageSize the rows of this page are always within the count.
 */
export function cappedPageAnswer<T>(data: T[], counted: number, cap: number, page: number, pageSize: number) {
  const totalCountCapped = counted > cap;
  const answer = pageAnswer(data, Math.min(counted, cap), page, pageSize);
  return { ...answer, hasNextPage: answer.hasNextPage || totalCountCapped, totalCountCapped };
}
