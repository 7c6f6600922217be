import { useParams } from 'react-router';
import { can } from '@crabclaw/shared';
import { categoryIdOf, CategoryDetailScreen } from '../../../features/admin-categories/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** /app/category/detail/{id}; Edit and Delete show for Manager and above. */
export default function CategoryDetailPage() {
  const { id } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const categoryId = categoryIdOf(id);
  return <CategoryDetailScreen key={categoryId} id={categoryId} canManage={can(user.role, 'catalogue.manage')} />;
}
