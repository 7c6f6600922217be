import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessageInput) =>
      apiRequest<{ id: number; message: string }>('/api/contact', { method: 'POST', body: message }),
  });
}
