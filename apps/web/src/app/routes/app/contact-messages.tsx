import { Navigate } from 'react-router';
import { can } from '@crabclaw/shared';
import { ContactMessagesScreen } from '../../../features/admin-contact-messages/index.ts';
import { LANDING_PATH, useSession } from '../../../features/auth/index.ts';

/** Manager and above handle the messages; a User who follows a link here goes to the landing page. */
export default function ContactMessagesPage() {
  const { user } = useSession();
  if (!user) return null;
  return can(user.role, 'contact.manage') ? <ContactMessagesScreen /> : <Navigate to={LANDING_PATH} replace />;
}
