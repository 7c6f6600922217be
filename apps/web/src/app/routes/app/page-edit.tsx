import { can, isShopPageKey } from '@crabclaw/shared';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { PageEditScreen } from '../../../features/admin-pages/index.ts';

export default function PageEditPage() {
  const { user } = useSession();
  const key = useParams().key ?? '';
  if (!user) return null;
  if (!can(user.role, 'content.manage') || !isShopPageKey(key)) return <Navigate to="/app/pages" replace />;
  return <PageEditScreen key={key} pageKey={key} />;
}
