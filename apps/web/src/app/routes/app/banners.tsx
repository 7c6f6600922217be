import { can } from '@crabclaw/shared';
import { useSession } from '../../../features/auth/index.ts';
import { BannerListScreen } from '../../../features/admin-banners/index.ts';

export default function BannersPage() {
  const { user } = useSession();
  return user ? <BannerListScreen canManage={can(user.role, 'catalogue.manage')} /> : null;
}
