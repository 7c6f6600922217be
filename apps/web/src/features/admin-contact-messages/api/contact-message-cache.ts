import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminContactMessage, AdminContactMessagePage } from '@crabclaw/shared';
import { contactMessageKeys } from './get-contact-messages.ts';

/**
 * After a message changed: the message changes in place on the lists already shown (an opened message
 * jumping below the unread ones would leave the reader's eye behind), the lists are refetched when next
 * shown, and the counts, which the sidebar shows, at once.
 */
function applyChange(queryClient: QueryClient, changed: AdminContactMessage) {
  queryClient.setQueriesData<AdminContactMessagePage>(
    { queryKey: contactMessageKeys.lists() },
    (page) => page && { ...page, data: page.data.map((message) => (message.id === changed.id ? changed : message)) },
  );
  void queryClient.invalidateQueries({ queryKey: contactMessageKeys.lists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: contactMessageKeys.counts() });
}

/** The onSuccess of the message mutations: see applyChange. */
export function useApplyContactMessageChange() {
  const queryClient = useQueryClient();
  return (changed: AdminContactMessage) => applyChange(queryClient, changed);
}
