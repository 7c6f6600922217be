import { useParams } from 'react-router';
import { can } from '@crabclaw/shared';
import { productIdOf, ProductDetailScreen } from '../../../features/admin-products/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** /app/product/detail/{id}: every staff member reads it; Manager and above see Edit and Delete. */
export default function ProductDetailPage() {
  const { id } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const productId = productIdOf(id);
  return <ProductDetailScreen key={productId} id={productId} canManage={can(user.role, 'catalogue.manage')} />;
}
