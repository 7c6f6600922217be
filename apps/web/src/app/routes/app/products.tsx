import { can } from '@crabclaw/shared';
import { ProductListScreen } from '../../../features/admin-products/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** Every staff member reads the products; Manager and above see Add, edit and delete. */
export default function ProductsPage() {
  const { user } = useSession();
  if (!user) return null;
  return <ProductListScreen canManage={can(user.role, 'catalogue.manage')} />;
}
