import type { AdminProductQuery } from '@crabclaw/shared';

/**
 * Query keys of the staff product screens (all / lists / list(q) / details / detail(id)). They sit under
 * ['products'], where the storefront keeps its product reads, so a save refreshes the shop in this tab too.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'admin-list'] as const,
  list: (query: AdminProductQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'admin-detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
};
