import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductPage, AdminProductQuery } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** GET /api/Product/admin: searched, filtered, sorted and paged by the server. */
export const getAdminProducts = (query: AdminProductQuery) =>
  apiRequest<AdminProductPage>('/api/Product/admin', { query: { ...query } });

export const adminProductsQueryOptions = (query: AdminProductQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => getAdminProducts(query),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (query: AdminProductQuery) => useQuery(adminProductsQueryOptions(query));
