import { Navigate } from 'react-router';
import { can } from '@crabclaw/shared';
import { CategoryCreateScreen } from '../../../features/admin-categories/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** /app/category/create, for Manager and above; a User who follows a link here sees the list. */
export default function CategoryCreatePage() {
  const { user } = useSession();
  if (!user) return null;
  return can(user.role, 'catalogue.manage') ? <CategoryCreateScreen /> : <Navigate to="/app/category" replace />;
}
