import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** GET /api/Product/admin/{id}: everything staff see of one product. */
export const getAdminProduct = (id: number) => apiRequest<AdminProduct>(`/api/Product/admin/${id}`);

export const adminProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getAdminProduct(id), retry: false });

export const useAdminProduct = (id: number) => useQuery(adminProductQueryOptions(id));
