import { can } from '@crabclaw/shared';
import { useSession } from '../../../features/auth/index.ts';
import { GeneralListScreen } from '../../../features/admin-general/index.ts';

export default function GeneralPage() {
  const { user } = useSession();
  return user ? <GeneralListScreen canManage={can(user.role, 'settings.manage')} /> : null;
}
