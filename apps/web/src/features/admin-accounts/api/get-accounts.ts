import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffAccount } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const accountKeys = { all: ['admin', 'accounts'] as const, list: () => [...accountKeys.all, 'list'] as const };

export const getAccounts = () => apiRequest<StaffAccount[]>('/users/api/users');

export const accountsQueryOptions = () => queryOptions({ queryKey: accountKeys.list(), queryFn: getAccounts });

/** The account list; only fetched for roles that may read it. */
export const useAccounts = (enabled: boolean) => useQuery({ ...accountsQueryOptions(), enabled });
