import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderMessageList } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/Orders/{id}/messages: the order's e-mails, their state and the customer's WhatsApp drafts. */
export const getOrderMessages = (id: number) => apiRequest<OrderMessageList>(`/api/Orders/${id}/messages`);

export const orderMessagesKey = (id: number) => [...orderKeys.detail(id), 'messages'] as const;

/**
 * Read again whenever the order changed (a step queues its e-mail) and, while some are still queued on a
 * shop with a mail server, every few seconds until the worker has sent them.
 */
export const orderMessagesQueryOptions = (id: number, orderUpdatedAt: string) =>
  queryOptions({
    queryKey: [...orderMessagesKey(id), orderUpdatedAt],
    queryFn: () => getOrderMessages(id),
    refetchInterval: (query) =>
      query.state.data?.mailConfigured && query.state.data.messages.some((message) => message.status === 'queued')
        ? 5_000
        : false,
  });

export const useOrderMessages = (id: number, orderUpdatedAt: string) =>
  useQuery(orderMessagesQueryOptions(id, orderUpdatedAt));
