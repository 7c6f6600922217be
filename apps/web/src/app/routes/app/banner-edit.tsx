import { can } from '@crabclaw/shared';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { BannerEditScreen } from '../../../features/admin-banners/index.ts';

export default function BannerEditPage() {
  const { user } = useSession();
  const { id } = useParams();
  if (!user) return null;
  if (!can(user.role, 'catalogue.manage')) return <Navigate to="/app/banner" replace />;
  const bannerId = Number(id);
  return <BannerEditScreen key={bannerId} id={Number.isInteger(bannerId) ? bannerId : 0} />;
}
