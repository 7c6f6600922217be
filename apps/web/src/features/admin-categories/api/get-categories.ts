import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCategory } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/CrabClawCategories without page and limit: every category. */
export const getCategories = () => apiRequest<StoreCategory[]>('/api/CrabClawCategories');

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'categories', 'list'], queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
