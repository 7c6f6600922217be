import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoryPage, AdminCategoryQuery } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { categoryKeys } from './category-keys.ts';

/** GET /api/CrabClawCategories/admin: one page of the staff list, searched and sorted by the server. */
export const getAdminCategories = (query: AdminCategoryQuery) =>
  apiRequest<AdminCategoryPage>('/api/CrabClawCategories/admin', { query: { ...query } });

export const adminCategoriesQueryOptions = (query: AdminCategoryQuery) =>
  queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: () => getAdminCategories(query),
    placeholderData: keepPreviousData,
  });

export const useAdminCategories = (query: AdminCategoryQuery) => useQuery(adminCategoriesQueryOptions(query));
