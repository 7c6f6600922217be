import { useSearchParams } from 'react-router';
import {
  ADMIN_PRODUCT_PAGE_SIZES,
  ADMIN_PRODUCT_SORTS,
  PRODUCT_STATUSES,
  type AdminProductQuery,
  type AdminProductSort,
  type ProductStatus,
} from '@crabclaw/shared';

const DEFAULTS = { sort: 'id_desc', pageSize: 10 } as const;

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export type ProductListState = AdminProductQuery & { search: string };

/**
 * The product list's state in the URL (?q=&category=&status=&sort=&page=&size=): back/forward, reload
 * and a shared link show the same list; unknown values fall back to the defaults; any change but the
 * page goes back to page 1.
 */
export function useProductListState(): [
  ProductListState,
  (change: Partial<AdminProductQuery>, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') as AdminProductSort | null;
  const status = params.get('status') as ProductStatus | null;
  const size = positiveInt(params.get('size')) ?? DEFAULTS.pageSize;
  const state: ProductListState = {
    search: params.get('q') ?? '',
    categoryId: positiveInt(params.get('category')),
    productStatus: status && PRODUCT_STATUSES.includes(status) ? status : undefined,
    sort: sort && ADMIN_PRODUCT_SORTS.includes(sort) ? sort : DEFAULTS.sort,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: (ADMIN_PRODUCT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.pageSize,
  };
  const update = (change: Partial<AdminProductQuery>, options?: { replace?: boolean }) => {
    const next = { ...state, ...change };
    if (!('page' in change)) next.page = 1;
    const search = new URLSearchParams();
    if (next.search) search.set('q', next.search);
    if (next.categoryId) search.set('category', String(next.categoryId));
    if (next.productStatus) search.set('status', next.productStatus);
    if (next.sort !== DEFAULTS.sort) search.set('sort', next.sort);
    if (next.page > 1) search.set('page', String(next.page));
    if (next.pageSize !== DEFAULTS.pageSize) search.set('size', String(next.pageSize));
    setParams(search, { replace: options?.replace });
  };
  return [state, update];
}
