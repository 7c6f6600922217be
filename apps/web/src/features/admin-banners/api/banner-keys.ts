import type { AdminBannerQueryInput } from '@crabclaw/shared';

/** Query keys of the staff banner screens (Medusa's factory: all / lists / list(q) / details / detail(id)). */
export const bannerKeys = {
  all: ['admin', 'banners'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (query: AdminBannerQueryInput) => [...bannerKeys.lists(), query] as const,
  details: () => [...bannerKeys.all, 'detail'] as const,
  detail: (id: number) => [...bannerKeys.details(), id] as const,
  /** What the home page shows now: read again after every banner write. */
  homePreview: () => [...bannerKeys.all, 'home-preview'] as const,
};
