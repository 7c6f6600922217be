import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBanner } from '@crabclaw/shared';
import {
  AddLink,
  DataTable,
  PageHeader,
  Panel,
  ResultPagination,
  useLastPageWhenPast,
} from '../../../components/admin/index.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { useDeleteBanner } from '../api/delete-banner.ts';
import { useBanners } from '../api/get-banners.ts';
import { useToggleBanner, type BannerToggle } from '../api/toggle-banner.ts';
import { useBannerListState } from '../hooks/use-banner-list-state.ts';
import { useBannerReorder } from '../hooks/use-banner-reorder.ts';
import { useBannerColumns } from './banner-columns.tsx';
import { BannerFilters } from './banner-filters.tsx';
import { HomePreview } from './home-preview.tsx';

/** /app/banner: 'Banner Management' (back-office.md section 2), searched, filtered and paged by the server. */
export function BannerListScreen({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('banners-admin');
  const list = useBannerListState();
  const banners = useBanners(list.query);
  const toggle = useToggleBanner();
  const remove = useDeleteBanner();
  const reorder = useBannerReorder(banners.data?.data, list.query);
  const [toDelete, setToDelete] = useState<AdminBanner | null>(null);

  // The last banner of a page deleted, or an old link: the last page is shown.
  useLastPageWhenPast(banners.data, list.filters.page, (page) => list.setPage(page, { replace: true }));

  useEffect(() => {
    if (banners.isError) toast.error(t('errors.load'));
  }, [banners.isError, t]);

  function onToggle(banner: AdminBanner, which: BannerToggle) {
    toggle.mutate(
      { id: banner.bannerId, toggle: which },
      { onError: () => toast.error(t(which === 'status' ? 'errors.status' : 'errors.visibility')) },
    );
  }

  function confirmDelete() {
    if (!toDelete) return;
    const banner = toDelete;
    setToDelete(null);
    remove.mutate(banner.bannerId, {
      onSuccess: () => toast.success(t('deleted', { title: banner.title })),
      onError: () => toast.error(t('errors.delete')),
    });
  }

  const columns = useBannerColumns(canManage ? { reorder, onToggle, onDelete: setToDelete } : undefined);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={canManage ? <AddLink to="/app/banner/create">{t('create')}</AddLink> : undefined}
      />
      <BannerFilters list={list} />
      <Panel title={t('count', { count: banners.data?.totalCount ?? 0 })}>
        {canManage ? (
          <p id="banner-reorder-help" className="sr-only">
            {t('reorder.help')}
          </p>
        ) : null}
        <p aria-live="polite" className="sr-only" data-testid="banner-announcement">
          {reorder.announcement}
        </p>
        <div onDragOver={reorder.onDragOver} onDrop={reorder.onDrop}>
          <DataTable
            label={t('title')}
            columns={columns}
            rows={banners.data?.data}
            rowKey={(banner) => banner.bannerId}
            isPending={banners.isPending}
            isError={banners.isError}
            onRetry={() => void banners.refetch()}
            emptyText={t('empty')}
            emptyAction={<p className="text-sm text-slate-500 dark:text-slate-400">{t('emptyHint')}</p>}
          />
        </div>
        <ResultPagination result={banners.data} onPage={list.setPage} />
      </Panel>
      <HomePreview />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('deleteTitle')}
        description={t('confirmDelete', { title: toDelete?.title ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
