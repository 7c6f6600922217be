import { can } from '@crabclaw/shared';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { GeneralCreateScreen } from '../../../features/admin-general/index.ts';

export default function GeneralCreatePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  // A role that may not write sees the list instead of a form the server would refuse.
  if (!can(user.role, 'settings.manage')) return <Navigate to="/app/general" replace />;
  return <GeneralCreateScreen onDone={() => void navigate('/app/general')} />;
}
