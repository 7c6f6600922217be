import { Navigate, useParams } from 'react-router';
import { can } from '@crabclaw/shared';
import { productIdOf, ProductEditScreen } from '../../../features/admin-products/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** /app/product/edit/{id}, for Manager and above; a User who follows a link here sees the product. */
export default function ProductEditPage() {
  const { id } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const productId = productIdOf(id);
  if (!can(user.role, 'catalogue.manage')) {
    return <Navigate to={productId === null ? '/app/product' : `/app/product/detail/${productId}`} replace />;
  }
  return <ProductEditScreen key={productId} id={productId} />;
}
