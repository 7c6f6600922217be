import { useSearchParams } from 'react-router';
import {
  BANNER_PAGE_SIZE,
  BANNER_POSITIONS,
  BANNER_TYPES,
  type AdminBannerQueryInput,
  type BannerPosition,
  type BannerType,
} from '@crabclaw/shared';

/** The list's filters as they live in the URL (?q=&type=&position=&status=&visibility=&page=). */
export interface BannerListFilters {
  search: string;
  bannerType: BannerType | '';
  position: BannerPosition | '';
  status: 'active' | 'inactive' | '';
  visibility: 'visible' | 'hidden' | '';
  page: number;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

const URL_KEYS: Record<Exclude<keyof BannerListFilters, 'page'>, string> = {
  search: 'q',
  bannerType: 'type',
  position: 'position',
  status: 'status',
  visibility: 'visibility',
};

/** The banner list's state in the URL, so a reload, a shared link or Back shows the same list. */
export function useBannerListState() {
  const [params, setParams] = useSearchParams();
  const filters: BannerListFilters = {
    search: params.get('q') ?? '',
    bannerType: oneOf(params.get('type'), BANNER_TYPES),
    position: oneOf(params.get('position'), BANNER_POSITIONS),
    status: oneOf(params.get('status'), ['active', 'inactive'] as const),
    visibility: oneOf(params.get('visibility'), ['visible', 'hidden'] as const),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };

  /** Any filter change goes back to page 1. */
  const setFilter = <K extends Exclude<keyof BannerListFilters, 'page'>>(key: K, value: BannerListFilters[K]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(URL_KEYS[key], value);
        else next.delete(URL_KEYS[key]);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const setPage = (page: number, options?: { replace?: boolean }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    }, options);

  const clear = () => setParams(new URLSearchParams(), { replace: true });

  const query: AdminBannerQueryInput = {
    search: filters.search.trim() || undefined,
    bannerType: filters.bannerType || undefined,
    position: filters.position || undefined,
    isActive: filters.status ? (filters.status === 'active' ? 'true' : 'false') : undefined,
    isVisible: filters.visibility ? (filters.visibility === 'visible' ? 'true' : 'false') : undefined,
    page: filters.page,
    pageSize: BANNER_PAGE_SIZE,
  };
  const filtered = Boolean(
    filters.search || filters.bannerType || filters.position || filters.status || filters.visibility,
  );
  return { filters, query, filtered, setFilter, setPage, clear };
}
