/** The paginated answer shape of the API (storefront.md section 3, paginated product response). */
export function pageResult<T>(data: T[], totalCount: number, currentPage: number, pageSize: number) {
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    data,
    totalCount,
    totalPages,
    currentPage,
    pageSize,
    hasNextPage: currentPage < totalPages,
    hasPreviousPage: currentPage > 1,
  };
}
