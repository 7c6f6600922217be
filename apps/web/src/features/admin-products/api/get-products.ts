import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ProductListQuery {
  page: number;
  pageSize: number;
  search?: string;
}

export const getProducts = (query: ProductListQuery) =>
  apiRequest<ProductPage>('/api/Product/paginated', { query: { ...query } });

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: ['admin', 'products', 'list', query],
    queryFn: () => getProducts(query),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductListQuery) => useQuery(productsQueryOptions(query));
