import { PAGE_WINDOW, pageWindow } from '@crabclaw/shared';

/** The shop's one paging rule, re-exported for the storefront's bar and its tests. */
export { shownRange } from '@crabclaw/shared';

export interface PaginationModel {
  pages: number[];
  /** First-page button when the current page is beyond 2. */
  showFirst: boolean;
  /** Last-page button when the current page is before total - 1 and the last page is known. */
  showLast: boolean;
  /** '...' when there are more than 5 pages and the current page is before total - 2, or more than were counted. */
  showEllipsis: boolean;
}

/**
 * `totalCountCapped`: the server counted a broad search only up to a cap, so more pages follow than
 * totalPages says and none of them can be named as the last (decision 014).
 */
export function paginationModel(currentPage: number, totalPages: number, totalCountCapped = false): PaginationModel {
  return {
    pages: pageWindow(currentPage, totalPages),
    showFirst: currentPage > 2,
    showLast: !totalCountCapped && currentPage < totalPages - 1,
    showEllipsis: totalCountCapped || (totalPages > PAGE_WINDOW && currentPage < totalPages - 2),
  };
}
