import { can } from '@crabclaw/shared';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { GeneralEditScreen } from '../../../features/admin-general/index.ts';

export default function GeneralEditPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  if (!user) return null;
  if (!can(user.role, 'settings.manage') || !Number.isInteger(id) || id <= 0) {
    return <Navigate to="/app/general" replace />;
  }
  return <GeneralEditScreen key={id} id={id} role={user.role} onDone={() => void navigate('/app/general')} />;
}
