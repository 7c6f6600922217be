import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StoreProduct } from '@crabclaw/shared';
import { apiRequest, ApiRequestError } from '../../lib/api-client.ts';
import { markLinesUnavailable, refreshLines, useCartLines } from './cart-store.ts';

/**
 * The cart keeps ids and quantities as the truth; names, prices and stock are copies that this hook
 * refreshes from the server, so a stale price on the device is never shown as current.
 */
export function useFreshCart() {
  const lines = useCartLines();
  const results = useQueries({
    queries: lines.map((line) => ({
      queryKey: ['products', line.id],
      queryFn: () => apiRequest<StoreProduct>(`/api/Product/${line.id}`),
      staleTime: 30_000,
    })),
  });
  const products = results.flatMap((result) => (result.data ? [result.data] : []));
  const missing = lines
    .filter(
      (_, i) => results[i]?.error instanceof ApiRequestError && (results[i]?.error as ApiRequestError).status === 404,
    )
    .map((line) => line.id);
  const refreshKey = products
    .map((p) => `${p.productId}:${p.price}:${p.saleUnit}:${p.weight}:${p.stock}:${p.productStatus}:${p.productNameEn}`)
    .join(',');
  const missingKey = missing.join(',');
  useEffect(() => {
    if (products.length > 0) refreshLines(products);
    if (missing.length > 0) markLinesUnavailable(missing);
    // The keys capture the content: the arrays themselves are new on every render.
  }, [refreshKey, missingKey]);
  return { lines, refreshing: results.some((result) => result.isLoading) };
}
