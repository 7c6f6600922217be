import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailStatus } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getMailStatus = () => apiRequest<MailStatus>('/api/admin/mail-status');

// Asked again on every visit, like the dashboard: a message that failed since must show at once.
export const mailStatusQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard', 'mail-status'], queryFn: getMailStatus, staleTime: 0 });

export const useMailStatus = () => useQuery(mailStatusQueryOptions());
