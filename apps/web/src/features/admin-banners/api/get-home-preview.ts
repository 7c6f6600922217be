import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreBanner } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { bannerKeys } from './banner-keys.ts';

/** GET /api/Banner/active: the banners the storefront shows now, the very answer its home page reads. */
export const getShownBanners = () => apiRequest<StoreBanner[]>('/api/Banner/active');

export const homePreviewQueryOptions = queryOptions({ queryKey: bannerKeys.homePreview(), queryFn: getShownBanners });

export const useHomePreview = () => useQuery(homePreviewQueryOptions);
