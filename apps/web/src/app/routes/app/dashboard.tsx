import { can } from '@crabclaw/shared';
import { useSession } from '../../../features/auth/index.ts';
import { DashboardScreen } from '../../../features/admin-dashboard/index.ts';

export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return <DashboardScreen canEditProducts={can(user.role, 'catalogue.manage')} />;
}
