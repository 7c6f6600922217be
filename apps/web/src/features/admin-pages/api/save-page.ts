import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopPage, ShopPageKey, ShopPageUpdate } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageKeys } from './get-page.ts';

export const savePage = (key: ShopPageKey, body: ShopPageUpdate) =>
  apiRequest<ShopPage>(`/api/pages/${key}`, { method: 'PUT', body });

export function useSavePage(key: ShopPageKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopPageUpdate) => savePage(key, body),
    onSuccess: (saved) => queryClient.setQueryData(pageKeys.detail(key), saved),
  });
}
