import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '@crabclaw/shared';
import { useLastPageWhenPast } from '../../../components/admin/list-hooks.ts';
import { cn } from '../../../lib/cn.ts';
import type { ListState } from '../use-list-state.ts';
import { PaginationBar } from './pagination-bar.tsx';
import { EmptyProducts, LoadError, ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

interface PagedProductGridProps {
  /** The page the address names (useProductPage). */
  products: UseQueryResult<ProductPage>;
  /** Nothing to show yet, whatever the query holds (the category is still being read). */
  waiting?: boolean;
  emptyMessage?: string;
  pageSize: number;
  update: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

/** A page the list does not have, though it has others: about to be replaced by the last one. */
function isPastLastPage(page: ProductPage): boolean {
  return page.totalPages > 0 && page.currentPage > page.totalPages;
}

/**
 * One page of products on the page's first screen, with its pagination bar: the product list and a
 * category. The previous page stays on screen, dimmed, while the next loads.
 *
 * An old link or a search narrowed meanwhile (?page=3&q=udang, 1 page) shows the last page instead, the
 * address replaced (as the back office's lists do). Done in the browser once hydrated: the server's loader
 * only fills the cache (app/routes/page.ts), and until then the grid shows its skeleton rather than a false
 * 'no products'. The previous page, shown while this one loads, does not count.
 */
export function PagedProductGrid({ products, waiting = false, emptyMessage, pageSize, update }: PagedProductGridProps) {
  const answered = products.isPlaceholderData ? undefined : products.data;
  useLastPageWhenPast(answered, answered?.currentPage ?? 1, (last) => update({ page: last }, { replace: true }));
  const page = waiting ? undefined : products.data;
  if (products.isError && !products.data) return <LoadError onRetry={() => void products.refetch()} />;
  if (!page || isPastLastPage(page)) return <ProductGridSkeleton />;
  if (page.data.length === 0) return <EmptyProducts message={emptyMessage} />;
  return (
    <div
      aria-busy={products.isFetching}
      className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')}
    >
      <ProductGrid products={page.data} firstScreen />
      <PaginationBar
        currentPage={page.currentPage}
        totalPages={page.totalPages}
        totalCount={page.totalCount}
        totalCountCapped={page.totalCountCapped}
        pageSize={pageSize}
        onPage={(next) => {
          update({ page: next });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onPageSize={(next) => update({ pageSize: next })}
      />
    </div>
  );
}
