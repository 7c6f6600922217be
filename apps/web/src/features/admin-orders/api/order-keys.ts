import type { QueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderFilter, AdminOrderQuery } from '@crabclaw/shared';

/** Medusa's key factory for the admin order screens. */
export const orderKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: AdminOrderQuery) => [...orderKeys.lists(), query] as const,
  allStatistics: () => [...orderKeys.all, 'statistics'] as const,
  statistics: (filter: AdminOrderFilter) => [...orderKeys.allStatistics(), filter] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  newOrders: () => [...orderKeys.all, 'new'] as const,
  deliveryDays: () => [...orderKeys.lists(), 'deliveries'] as const,
  deliveryDay: (date: string) => [...orderKeys.deliveryDays(), date] as const,
};

/**
 * Every order change answers the changed order: the open order page shows it at once, and the lists,
 * statistics and menu count it may have moved in or out of are fetched again (spec: statistics are
 * recomputed after each change).
 */
export async function storeChangedOrder(queryClient: QueryClient, order: AdminOrder): Promise<void> {
  queryClient.setQueryData(orderKeys.detail(order.orderId), order);
  await refreshOrderLists(queryClient);
}

/** The lists (the day's deliveries among them), statistics and menu count, fetched again after a change. */
export async function refreshOrderLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.allStatistics() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.newOrders() }),
  ]);
}
