import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { PageHeader, Panel } from '../../../components/admin/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useAdminCategory } from '../api/get-admin-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { CategoryForm } from './category-form.tsx';
import { NotFoundPanel } from './category-detail.tsx';

const LIST = '/app/category';

/** /app/category/create: on success back to the list. */
export function CategoryCreateScreen() {
  const { t } = useTranslation('categories-admin');
  const navigate = useNavigate();
  const create = useCreateCategory();
  return (
    <>
      <PageHeader title={t('form.createTitle')} description={t('form.createDescription')} />
      <CategoryForm
        mode="create"
        onSubmit={(body, onProgress) => create.mutateAsync({ body, onProgress })}
        onDone={() => void navigate(LIST)}
      />
    </>
  );
}

/** /app/category/edit/{id}: an invalid id or a failed load leads back to the list (section 2). */
export function CategoryEditScreen({ id }: { id: number | null }) {
  if (id === null) return <Navigate to={LIST} replace />;
  return <CategoryEditor id={id} />;
}

function CategoryEditor({ id }: { id: number }) {
  const { t } = useTranslation('categories-admin');
  const navigate = useNavigate();
  const category = useAdminCategory(id);
  const update = useUpdateCategory(id);
  const missing = category.error instanceof ApiRequestError && category.error.status === 404;
  useEffect(() => {
    if (category.isError && !missing) {
      toast.error(t('detail.loadFailed'));
      void navigate(LIST, { replace: true });
    }
  }, [category.isError, missing, navigate, t]);
  if (missing) return <NotFoundPanel />;
  return (
    <>
      <PageHeader title={t('form.editTitle')} description={t('form.editDescription')} />
      {category.data ? (
        <CategoryForm
          mode="edit"
          category={category.data}
          onSubmit={(body, onProgress) => update.mutateAsync({ body, onProgress })}
          onDone={() => void navigate(LIST)}
        />
      ) : (
        <Panel className="p-10 text-center">
          <Spinner label={t('form.loading')} />
        </Panel>
      )}
    </>
  );
}
