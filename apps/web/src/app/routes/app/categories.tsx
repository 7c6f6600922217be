import { can } from '@crabclaw/shared';
import { CategoryListScreen } from '../../../features/admin-categories/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** Every staff member reads the categories; Manager and above see Add, edit and delete. */
export default function CategoriesPage() {
  const { user } = useSession();
  if (!user) return null;
  return <CategoryListScreen canManage={can(user.role, 'catalogue.manage')} />;
}
