import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPayments } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/Orders/{id}/payments: the order's online payment attempts and what the gateway said of each. */
export const getOrderPayments = (id: number) => apiRequest<OrderPayments>(`/api/Orders/${id}/payments`);

/** Read again whenever the order changed (a notification that marks it Paid changes it). */
export const orderPaymentsQueryOptions = (id: number, orderUpdatedAt: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(id), 'payments', orderUpdatedAt],
    queryFn: () => getOrderPayments(id),
  });

export const useOrderPayments = (id: number, orderUpdatedAt: string) =>
  useQuery(orderPaymentsQueryOptions(id, orderUpdatedAt));
