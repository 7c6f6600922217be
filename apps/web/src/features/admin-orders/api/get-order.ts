import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/Orders/{id} with the staff session (no customer token): the order with its history. */
export const getOrder = (id: number) => apiRequest<AdminOrder>(`/api/Orders/${id}`);

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
