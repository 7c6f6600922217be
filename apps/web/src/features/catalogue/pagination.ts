import { PAGE_WINDOW, pageWindow } from '@crabclaw/shared';

/** The shop's one paging rule, re-exported for the storefront's bar and its tests. */
export { shownRange } from '@crabclaw/shared';

export interface PaginationModel {
  pages: number[];
  /** First-page button when the current page is beyond 2. */
  showFirst: boolean;
  /** Last-page button when the current page is before total - 1. */
  showLast: boolean;
  /** '...' when there are more than 5 pages and the current page is before total - 2. */
  showEllipsis: boolean;
}

export function paginationModel(currentPage: number, totalPages: number): PaginationModel {
  return {
    pages: pageWindow(currentPage, totalPages),
    showFirst: currentPage > 2,
    showLast: currentPage < totalPages - 1,
    showEllipsis: totalPages > PAGE_WINDOW && currentPage < totalPages - 2,
  };
}
