import type { AdminCategoryQuery } from '@crabclaw/shared';

/**
 * Query keys of the staff category screens (Medusa's factory: all / lists / list(q) / details / detail(id)).
 * They sit under ['categories'], where the storefront keeps its category reads, so a save here refreshes
 * the shop's category list and home page in this tab too.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'admin-list'] as const,
  list: (query: AdminCategoryQuery) => [...categoryKeys.lists(), query] as const,
  details: () => [...categoryKeys.all, 'admin-detail'] as const,
  detail: (id: number) => [...categoryKeys.details(), id] as const,
};
