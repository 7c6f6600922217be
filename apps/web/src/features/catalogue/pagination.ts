/** Spec section 9: 5 page numbers around the current page. */
const PAGE_NUMBERS = 5;

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
  const start = Math.max(1, Math.min(currentPage - 2, totalPages - PAGE_NUMBERS + 1));
  const end = Math.min(totalPages, start + PAGE_NUMBERS - 1);
  const pages = totalPages > 0 ? Array.from({ length: end - start + 1 }, (_, i) => start + i) : [];
  return {
    pages,
    showFirst: currentPage > 2,
    showLast: currentPage < totalPages - 1,
    showEllipsis: totalPages > PAGE_NUMBERS && currentPage < totalPages - 2,
  };
}

/** 'Menampilkan x - y dari total produk': the 1-based range of items on the page. */
export function shownRange(currentPage: number, pageSize: number, totalCount: number): { from: number; to: number } {
  if (totalCount === 0) return { from: 0, to: 0 };
  const from = (currentPage - 1) * pageSize + 1;
  return { from: Math.min(from, totalCount), to: Math.min(currentPage * pageSize, totalCount) };
}
