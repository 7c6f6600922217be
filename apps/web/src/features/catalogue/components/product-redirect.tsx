import { Navigate, useParams } from 'react-router';
import { productPath } from '@crabclaw/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProduct } from '../api.ts';
import { isNotFound, useNotFoundRedirect } from '../use-not-found-redirect.ts';

/** /product-detail/{id} and /public/products/{id} (the spec's other targets) lead to the canonical URL. */
export function ProductRedirect() {
  const { id } = useParams();
  const productId = Number(id);
  const product = useProduct(Number.isInteger(productId) && productId > 0 ? productId : undefined);
  const invalidId = !(Number.isInteger(productId) && productId > 0);
  useNotFoundRedirect(invalidId || isNotFound(product.error), 'notFound.product');
  if (product.data) return <Navigate to={productPath(product.data.category.slug, product.data.slug)} replace />;
  return (
    <div className="flex justify-center py-24">
      <Spinner />
    </div>
  );
}
