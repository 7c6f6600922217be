import { can } from '@crabclaw/shared';
import { Navigate } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { BannerCreateScreen } from '../../../features/admin-banners/index.ts';

export default function BannerCreatePage() {
  const { user } = useSession();
  if (!user) return null;
  // A User reads banners only: the form would be refused by the server anyway.
  return can(user.role, 'catalogue.manage') ? <BannerCreateScreen /> : <Navigate to="/app/banner" replace />;
}
