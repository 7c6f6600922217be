import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactMessagePage, AdminContactMessageQuery } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const contactMessageKeys = {
  all: ['admin', 'contact-messages'] as const,
  lists: () => [...contactMessageKeys.all, 'list'] as const,
  list: (query: AdminContactMessageQuery) => [...contactMessageKeys.lists(), query] as const,
  counts: () => [...contactMessageKeys.all, 'counts'] as const,
};

export const getContactMessages = (query: AdminContactMessageQuery) =>
  apiRequest<AdminContactMessagePage>('/api/admin/contact-messages', { query: { ...query } });

export const contactMessagesQueryOptions = (query: AdminContactMessageQuery) =>
  queryOptions({
    queryKey: contactMessageKeys.list(query),
    queryFn: () => getContactMessages(query),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (query: AdminContactMessageQuery) => useQuery(contactMessagesQueryOptions(query));
