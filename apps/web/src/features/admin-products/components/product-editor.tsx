import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { PageHeader, Panel } from '../../../components/admin/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { messageNow, reasonOf } from '../../../lib/messages.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ProductForm } from './product-form.tsx';

const LIST = '/app/product';

/** /app/product/create: on success back to the list. */
export function ProductCreateScreen() {
  const { t } = useTranslation('products-admin');
  const navigate = useNavigate();
  const create = useCreateProduct();
  return (
    <>
      <PageHeader title={t('form.createTitle')} description={t('form.createDescription')} />
      <ProductForm
        mode="create"
        onSubmit={(values) => create.mutateAsync(values)}
        onDone={() => void navigate(LIST)}
        onCancel={() => void navigate(LIST)}
      />
    </>
  );
}

/** /app/product/edit/{id}: a missing or zero id, or a failed load, leads back to the list (section 2). */
export function ProductEditScreen({ id }: { id: number | null }) {
  if (id === null) return <Navigate to={LIST} replace />;
  return <ProductEditor id={id} />;
}

function ProductEditor({ id }: { id: number }) {
  const { t } = useTranslation('products-admin');
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const update = useUpdateProduct(id);
  useEffect(() => {
    if (!product.isError) return;
    const error = product.error;
    toast.error(
      error instanceof ApiRequestError && error.status === 404
        ? t('errors.notFound')
        : (messageNow(reasonOf(error)) ?? t('errors.loadFailed')),
    );
    void navigate(LIST, { replace: true });
  }, [product.isError, product.error, navigate, t]);
  return (
    <>
      <PageHeader title={t('form.editTitle')} description={t('form.editDescription')} />
      {product.data ? (
        <ProductForm
          mode="edit"
          product={product.data}
          onSubmit={(values) => update.mutateAsync(values)}
          onDone={() => void navigate(LIST)}
          onCancel={() => void navigate(LIST)}
        />
      ) : (
        <Panel className="p-10 text-center">
          <Spinner label={t('form.loading')} />
        </Panel>
      )}
    </>
  );
}
