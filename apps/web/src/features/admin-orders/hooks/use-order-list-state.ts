import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  AdminOrderFilterSchema,
  DEFAULT_ORDER_PAGE_SIZE,
  ORDER_PAGE_SIZES,
  ORDER_SORTS,
  type AdminOrderFilter,
  type AdminOrderQuery,
  type OrderChannel,
  type OrderSort,
  type OrderStatus,
  type PaymentStatus,
} from '@crabclaw/shared';

export interface OrderListState {
  search: string;
  status: OrderStatus | undefined;
  paymentStatus: PaymentStatus | undefined;
  channel: OrderChannel | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  archived: boolean;
  /** Only orders with a transfer receipt waiting for staff (decision 042). */
  toVerify: boolean;
  sort: OrderSort;
  page: number;
  pageSize: number;
}

const filter = AdminOrderFilterSchema.shape;

/** The value when the shared schema accepts it; a hand-edited URL falls back to the default. */
function valid<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

export function parseOrderListParams(params: URLSearchParams): OrderListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort') as OrderSort;
  return {
    search: params.get('q') ?? '',
    status: valid(filter.status, params.get('status')),
    paymentStatus: valid(filter.paymentStatus, params.get('payment')),
    channel: valid(filter.channel, params.get('channel')),
    startDate: valid(filter.startDate, params.get('from')),
    endDate: valid(filter.endDate, params.get('to')),
    archived: params.get('archived') === 'true',
    toVerify: params.get('verify') === 'true',
    sort: ORDER_SORTS.includes(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (ORDER_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ORDER_PAGE_SIZE,
  };
}

/** The URL of a list state, defaults left out so a plain /app/orders stays plain. */
export function orderListParams(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined, fallback?: string) => {
    if (value && value !== fallback) params.set(key, value);
  };
  set('q', state.search);
  set('status', state.status);
  set('payment', state.paymentStatus);
  set('channel', state.channel);
  set('from', state.startDate);
  set('to', state.endDate);
  set('archived', state.archived ? 'true' : undefined);
  set('verify', state.toVerify ? 'true' : undefined);
  set('sort', state.sort, 'newest');
  set('page', String(state.page), '1');
  set('size', String(state.pageSize), String(DEFAULT_ORDER_PAGE_SIZE));
  return params;
}

/** The address of the order list showing these filters (the rest at their defaults): the dashboard's cards. */
export const orderListLink = (change: Partial<OrderListState>) =>
  `/app/orders?${orderListParams({ ...parseOrderListParams(new URLSearchParams()), ...change })}`;

/** What the statistics and the CSV export are filtered by: the list's filters without page and sort. */
export function orderFilterOf(state: OrderListState): AdminOrderFilter {
  return {
    search: state.search.trim() || undefined,
    status: state.status,
    paymentStatus: state.paymentStatus,
    channel: state.channel,
    startDate: state.startDate,
    endDate: state.endDate,
    archived: state.archived || undefined,
    toVerify: state.toVerify || undefined,
  };
}

export function orderQueryOf(state: OrderListState): AdminOrderQuery {
  return { ...orderFilterOf(state), sort: state.sort, page: state.page, pageSize: state.pageSize };
}

export function hasFilters(state: OrderListState): boolean {
  const { search, status, paymentStatus, channel, startDate, endDate, toVerify } = state;
  return Boolean(search.trim() || status || paymentStatus || channel || startDate || endDate || toVerify);
}

export type OrderListUpdate = (change: Partial<OrderListState>, options?: { replace?: boolean }) => void;

/**
 * The order list's state lives in the URL, so reload, back/forward and a shared link show the same
 * list. Spec section 5: any change other than the page starts again at page 1.
 */
export function useOrderListState(): [OrderListState, OrderListUpdate] {
  const [params, setParams] = useSearchParams();
  const state = parseOrderListParams(params);
  const update: OrderListUpdate = (change, options) => {
    const next = { ...state, ...change };
    if (!('page' in change)) next.page = 1;
    setParams(orderListParams(next), { replace: options?.replace });
  };
  return [state, update];
}
