import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccountNotice } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBankAccountNotice = () => apiRequest<BankAccountNotice>('/api/admin/dashboard/bank-account-change');

// Asked again on every visit, like the dashboard: a change made since must show at once.
export const bankAccountNoticeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'bank-account-change'],
    queryFn: getBankAccountNotice,
    staleTime: 0,
  });

export const useBankAccountNotice = () => useQuery(bankAccountNoticeQueryOptions());
