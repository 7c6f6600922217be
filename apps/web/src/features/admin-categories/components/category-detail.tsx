import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { Badge, DetailActions, DetailField, PageHeader, Panel } from '../../../components/admin/index.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAdminCategory } from '../api/get-admin-category.ts';
import { DeleteCategoryDialog } from './delete-category-dialog.tsx';
import { priceRangeText } from './price-range.ts';

const LIST = '/app/category';

/** 'Category not found' with Back to List. */
export function NotFoundPanel() {
  const { t } = useTranslation('categories-admin');
  return (
    <Panel className="flex flex-col items-center gap-4 p-10 text-center">
      <h1 className="text-xl font-bold text-sea-900 dark:text-white">{t('detail.notFound')}</h1>
      <Link to={LIST} className={buttonClass('outline')}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {t('detail.backToList')}
      </Link>
    </Panel>
  );
}

/** /app/category/detail/{id} (back-office section 2); Edit and Delete only for those who manage. */
export function CategoryDetailScreen({ id, canManage }: { id: number | null; canManage: boolean }) {
  if (id === null) return <Navigate to={LIST} replace />;
  return <CategoryDetail id={id} canManage={canManage} />;
}

function CategoryDetail({ id, canManage }: { id: number; canManage: boolean }) {
  const { t } = useTranslation('categories-admin');
  const navigate = useNavigate();
  const query = useAdminCategory(id);
  const [deleting, setDeleting] = useState(false);
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  useEffect(() => {
    if (query.isError && !missing) {
      toast.error(t('detail.loadFailed'));
      void navigate(LIST, { replace: true });
    }
  }, [query.isError, missing, navigate, t]);
  if (missing) return <NotFoundPanel />;
  const category = query.data;
  if (!category) {
    return (
      <Panel className="p-10 text-center">
        <Spinner />
      </Panel>
    );
  }
  const popular = category.isPopular;

  return (
    <>
      <PageHeader
        title={t('detail.title')}
        actions={
          <DetailActions
            back={{ label: t('detail.backToList'), to: LIST }}
            edit={canManage ? { label: t('detail.edit'), to: `/app/category/edit/${category.categoryId}` } : undefined}
            remove={canManage ? { label: t('detail.delete'), onClick: () => setDeleting(true) } : undefined}
          />
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <Panel className="p-5">
          {category.images ? (
            <img
              src={category.images.card}
              alt={category.categoryName}
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-slate-100 text-slate-500 dark:bg-slate-800">
              {t('list.noImage')}
            </div>
          )}
        </Panel>
        <Panel className="space-y-5 p-5">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="min-w-0 text-2xl font-extrabold break-words text-sea-900 dark:text-white">
              {category.categoryName}
            </h2>
            <Badge tone={popular ? 'green' : 'grey'}>{popular ? t('list.yes') : t('list.no')}</Badge>
          </div>
          <p className="break-words text-slate-700 dark:text-slate-200">{category.description}</p>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DetailField label={t('detail.categoryId')}>{category.categoryId}</DetailField>
            <DetailField label={t('detail.status')}>
              {popular ? t('detail.popularCategory') : t('detail.regularCategory')}
            </DetailField>
            <DetailField label={t('detail.range')}>{priceRangeText(category, t)}</DetailField>
            <DetailField label={t('detail.products')}>{category.productCount.toLocaleString('id-ID')}</DetailField>
            <DetailField label={t('detail.slug')}>/category/{category.slug}</DetailField>
            {category.categoryNameEn ? (
              <DetailField label={t('form.categoryNameEn')}>{category.categoryNameEn}</DetailField>
            ) : null}
            {category.images ? (
              <DetailField label={t('detail.imageUrl')}>
                <a
                  href={category.images.large}
                  target="_blank"
                  rel="noreferrer"
                  // A picture's address is one long word: it breaks anywhere rather than run past the card.
                  className="text-teal-700 underline wrap-anywhere dark:text-teal-300"
                >
                  {category.images.large}
                </a>
              </DetailField>
            ) : null}
          </dl>
          {category.images ? (
            <figure className="space-y-2">
              <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t('detail.fullPreview')}
              </figcaption>
              <img src={category.images.large} alt="" className="max-w-full rounded-xl" loading="lazy" />
            </figure>
          ) : null}
        </Panel>
      </div>
      <DeleteCategoryDialog
        category={deleting ? category : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(LIST)}
      />
    </>
  );
}
