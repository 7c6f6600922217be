import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductPage } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** The search needs this many letters before it asks the server. */
export const PRODUCT_SEARCH_MIN = 2;
const MATCHES = 8;

/** GET /api/Product/admin by name: the products staff add to an order, with their stock and sale unit. */
export const findProducts = (search: string) =>
  apiRequest<AdminProductPage>('/api/Product/admin', { query: { search, pageSize: MATCHES, sort: 'name_asc' } });

export const orderProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'products', search] as const,
    queryFn: () => findProducts(search),
    enabled: search.length >= PRODUCT_SEARCH_MIN,
  });

export const useOrderProducts = (search: string) => useQuery(orderProductsQueryOptions(search));
