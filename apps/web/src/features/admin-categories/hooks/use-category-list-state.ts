import { useSearchParams } from 'react-router';
import {
  ADMIN_CATEGORY_SORTS,
  CATEGORY_PAGE_SIZES,
  type AdminCategoryQuery,
  type AdminCategorySort,
} from '@crabclaw/shared';

const DEFAULTS = { sort: 'name_asc', pageSize: 10 } as const;

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * The category list's state in the URL (?q=&sort=&page=&size=), so back/forward, reload and a shared link
 * show the same list; unknown values fall back to the defaults and any change but the page goes to page 1.
 */
export function useCategoryListState(): [
  Required<Omit<AdminCategoryQuery, 'search'>> & { search: string },
  (change: Partial<AdminCategoryQuery>, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as AdminCategorySort | null;
  const size = positiveInt(params.get('size'), DEFAULTS.pageSize);
  const state = {
    search: params.get('q') ?? '',
    sort: sortParam && ADMIN_CATEGORY_SORTS.includes(sortParam) ? sortParam : DEFAULTS.sort,
    page: positiveInt(params.get('page'), 1),
    pageSize: (CATEGORY_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.pageSize,
  };
  const update = (change: Partial<AdminCategoryQuery>, options?: { replace?: boolean }) => {
    const next = { ...state, ...change };
    if (!('page' in change)) next.page = 1;
    const search = new URLSearchParams();
    if (next.search) search.set('q', next.search);
    if (next.sort !== DEFAULTS.sort) search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    if (next.pageSize !== DEFAULTS.pageSize) search.set('size', String(next.pageSize));
    setParams(search, { replace: options?.replace });
  };
  return [state, update];
}
