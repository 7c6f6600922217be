import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { categoryKeys } from './category-keys.ts';

/** GET /api/CrabClawCategories/admin/{id}: one category with its version, for the detail and edit screens. */
export const getAdminCategory = (id: number) => apiRequest<AdminCategory>(`/api/CrabClawCategories/admin/${id}`);

export const adminCategoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: categoryKeys.detail(id), queryFn: () => getAdminCategory(id), retry: false });

export const useAdminCategory = (id: number) => useQuery(adminCategoryQueryOptions(id));
