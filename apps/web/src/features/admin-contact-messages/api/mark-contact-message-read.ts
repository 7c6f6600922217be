import { useMutation } from '@tanstack/react-query';
import type { AdminContactMessage } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApplyContactMessageChange } from './contact-message-cache.ts';

/** PUT /api/admin/contact-messages/{id}/read: the first opening counts; later ones change nothing. */
export const markContactMessageRead = (id: number) =>
  apiRequest<AdminContactMessage>(`/api/admin/contact-messages/${id}/read`, { method: 'PUT' });

export function useMarkContactMessageRead() {
  const onSuccess = useApplyContactMessageChange();
  return useMutation({ mutationFn: markContactMessageRead, onSuccess });
}
