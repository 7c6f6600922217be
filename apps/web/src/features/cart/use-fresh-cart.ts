import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartLine, StoreProduct } from '@crabclaw/shared';
import { apiRequest, ApiRequestError } from '../../lib/api-client.ts';
import { markLinesUnavailable, refreshLines, useDeviceCart, useStockNotices } from './cart-store.ts';

export interface FreshCartOptions {
  /**
   * Read every product again now, whatever the cache holds (checkout, before the form is shown): the
   * stock may have fallen since the cart page read it (issue 11).
   */
  recheck?: boolean;
}

/**
 * The cart keeps ids and quantities as the truth; names, prices and stock are copies that this hook
 * refreshes from the server, so a stale price on the device is never shown as current. A quantity above
 * the fresh stock is capped to it (refreshLines), and noted.
 */
const NO_LINES: CartLine[] = [];

export function useFreshCart({ recheck = false }: FreshCartOptions = {}) {
  const deviceCart = useDeviceCart();
  const lines = deviceCart ?? NO_LINES;
  const notices = useStockNotices();
  const results = useQueries({
    queries: lines.map((line) => ({
      queryKey: ['products', line.id],
      queryFn: () => apiRequest<StoreProduct>(`/api/Product/${line.id}`),
      staleTime: 30_000,
      ...(recheck ? { refetchOnMount: 'always' as const } : {}),
    })),
  });
  const products = results.flatMap((result) => (result.data ? [result.data] : []));
  const isGone = (i: number) => {
    const error = results[i]?.error;
    return error instanceof ApiRequestError && error.status === 404;
  };
  const missing = lines.filter((_, i) => isGone(i)).map((line) => line.id);
  const refreshKey = products
    .map(
      (p) =>
        `${p.productId}:${p.price}:${p.saleUnit}:${p.weight}:${p.stock}:${p.productStatus}:${p.productNameEn}:${p.handling}`,
    )
    .join(',');
  const missingKey = missing.join(',');
  useEffect(() => {
    if (products.length > 0) refreshLines(products);
    if (missing.length > 0) markLinesUnavailable(missing);
    // The keys capture the content: the arrays themselves are new on every render.
  }, [refreshKey, missingKey]);

  // With recheck: every product read since this page opened (an error other than 404 lets the visitor
  // on: the server refuses an order above the stock anyway, with its own message).
  const rechecked = results.every((result) => !result.isFetching && (result.isFetchedAfterMount || result.isError));
  /** A line the server can no longer fill as it stands: gone, not for sale, or more than the stock. */
  const outOfStock = (line: CartLine, i: number) => {
    const product = results[i]?.data;
    if (isGone(i)) return true;
    // The fresh copy decides; the line's own flag only when there is none (it may predate a restock).
    if (!product) return !line.inStock;
    return !product.inStock || line.quantity > product.stock;
  };
  return {
    lines,
    /** The device's cart has been read: false on the server and while the browser hydrates its page. */
    read: deviceCart !== undefined,
    refreshing: results.some((result) => result.isLoading),
    rechecked,
    /** Lines above the fresh stock or unavailable, or already lowered and not yet shown to the visitor. */
    stockChanged: notices.length > 0 || lines.some(outOfStock),
  };
}
