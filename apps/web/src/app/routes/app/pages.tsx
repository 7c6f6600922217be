import { can } from '@crabclaw/shared';
import { Navigate } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { PageListScreen } from '../../../features/admin-pages/index.ts';

export default function PagesPage() {
  const { user } = useSession();
  if (!user) return null;
  return can(user.role, 'content.manage') ? <PageListScreen /> : <Navigate to="/app/LandingLaporan" replace />;
}
