import { useMutation } from '@tanstack/react-query';
import type { AdminContactMessage, ContactMessageHandled } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApplyContactMessageChange } from './contact-message-cache.ts';

export type HandledChange = ContactMessageHandled & { id: number };

/** PUT /api/admin/contact-messages/{id}/handled: marks a message handled, or open again. */
export const setContactMessageHandled = ({ id, handled }: HandledChange) =>
  apiRequest<AdminContactMessage>(`/api/admin/contact-messages/${id}/handled`, {
    method: 'PUT',
    body: { handled },
  });

export function useSetContactMessageHandled() {
  const onSuccess = useApplyContactMessageChange();
  return useMutation({ mutationFn: setContactMessageHandled, onSuccess });
}
