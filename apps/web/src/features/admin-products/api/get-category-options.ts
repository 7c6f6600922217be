import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCategory } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** The categories a product may belong to, for the filter and the form's select (GET /api/CrabClawCategories). */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'product-options'],
    queryFn: () => apiRequest<StoreCategory[]>('/api/CrabClawCategories'),
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
