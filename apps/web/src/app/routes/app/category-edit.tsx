import { Navigate, useParams } from 'react-router';
import { can } from '@crabclaw/shared';
import { categoryIdOf, CategoryEditScreen } from '../../../features/admin-categories/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** /app/category/edit/{id}, for Manager and above; a User who follows a link here sees the category. */
export default function CategoryEditPage() {
  const { id } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const categoryId = categoryIdOf(id);
  if (!can(user.role, 'catalogue.manage')) {
    return <Navigate to={categoryId === null ? '/app/category' : `/app/category/detail/${categoryId}`} replace />;
  }
  return <CategoryEditScreen key={categoryId} id={categoryId} />;
}
