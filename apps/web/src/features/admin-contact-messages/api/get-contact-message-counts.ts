import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageCounts } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactMessageKeys } from './get-contact-messages.ts';

/** New messages arrive from the storefront without the back office doing anything: look again every minute. */
const REFRESH_EVERY = 60_000;

export const getContactMessageCounts = () => apiRequest<ContactMessageCounts>('/api/admin/contact-messages/counts');

export const contactMessageCountsQueryOptions = () =>
  queryOptions({
    queryKey: contactMessageKeys.counts(),
    queryFn: getContactMessageCounts,
    refetchInterval: REFRESH_EVERY,
  });

/** Unread and open counts; only fetched for roles that handle messages. */
export const useContactMessageCounts = (enabled: boolean) =>
  useQuery({ ...contactMessageCountsQueryOptions(), enabled });
