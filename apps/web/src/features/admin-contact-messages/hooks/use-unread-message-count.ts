import { can, type StaffRole } from '@crabclaw/shared';
import { useContactMessageCounts } from '../api/get-contact-message-counts.ts';

/** The unread messages for the menu's badge: 0 for a role that does not handle messages (and asks nothing). */
export function useUnreadMessageCount(role: StaffRole | undefined): number {
  const handles = role !== undefined && can(role, 'contact.manage');
  const counts = useContactMessageCounts(handles);
  return handles ? (counts.data?.unread ?? 0) : 0;
}
