import { Navigate } from 'react-router';
import { can } from '@crabclaw/shared';
import { ProductCreateScreen } from '../../../features/admin-products/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** /app/product/create, for Manager and above; a User is sent to the list. */
export default function ProductCreatePage() {
  const { user } = useSession();
  if (!user) return null;
  if (!can(user.role, 'catalogue.manage')) return <Navigate to="/app/product" replace />;
  return <ProductCreateScreen />;
}
