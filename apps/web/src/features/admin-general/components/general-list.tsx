import { Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import type { GeneralParameter } from '@crabclaw/shared';
import {
  AddLink,
  DataTable,
  LoadFailed,
  PageHeader,
  Panel,
  ResultPagination,
  RefreshButton,
  RowActions,
  SearchField,
  useLastPageWhenPast,
  useSearchBox,
  type DataColumn,
} from '../../../components/admin/index.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/messages.ts';
import { useDeleteGeneralParameter } from '../api/delete-general-parameter.ts';
import { useGeneralParameters } from '../api/get-general-parameters.ts';
import { PaymentGatewayNotice } from './payment-gateway-notice.tsx';

/** Search and page live in the URL (?search=&page=), so a list can be shared, reloaded and gone back to. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: { search?: string; page?: number }) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || value === 1 || value === undefined) merged.delete(key);
          else merged.set(key, String(value));
        }
        return merged;
      },
      { replace: true },
    );
  return { search, page, update };
}

/**
 * /app/general, 'Parameter General' (back-office sections 2, 5 and 8): searched and paged by the server.
 * `canManage` (settings.manage) shows 'Tambah Parameter', edit and delete; everyone may look.
 */
export function GeneralListScreen({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('general-admin');
  const message = useMessage();
  const { search, page, update } = useListState();
  // A settled new search starts again at page 1 (spec section 5).
  const [typed, setTyped] = useSearchBox(search, (settled) => update({ search: settled, page: 1 }));
  const [viewing, setViewing] = useState<GeneralParameter | null>(null);
  const [deleting, setDeleting] = useState<GeneralParameter | null>(null);
  const list = useGeneralParameters({ search: search.trim(), page });
  const remove = useDeleteGeneralParameter();

  useLastPageWhenPast(list.data, page, (last) => update({ page: last }));

  useEffect(() => {
    if (list.isError) toast.error(t('list.loadFailed'));
  }, [list.isError, t]);

  const confirmDelete = (parameter: GeneralParameter) => {
    setDeleting(null);
    remove.mutate(parameter.id, {
      onSuccess: () => toast.success(t('delete.success')),
      onError: (error) =>
        toast.error(
          error instanceof ApiRequestError && error.status === 409 ? message(error.reason) : t('delete.failure'),
        ),
    });
  };

  const columns: DataColumn<GeneralParameter>[] = [
    { id: 'id', header: t('list.id'), cell: (p) => p.id },
    { id: 'code', header: t('list.code'), cell: (p) => p.paramCode, className: 'font-mono font-semibold' },
    {
      id: 'name',
      header: t('list.name'),
      cell: (p) => <span className="font-semibold text-sea-900 dark:text-white">{p.paramName}</span>,
    },
    {
      id: 'description',
      header: t('list.description'),
      cell: (p) => <span className="line-clamp-3 whitespace-pre-line">{p.deskripsi}</span>,
      className: 'max-w-md',
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (p) => (
        <RowActions
          view={{ label: t('list.view', { name: p.paramName }), onClick: () => setViewing(p) }}
          edit={
            canManage ? { label: t('list.edit', { name: p.paramName }), to: `/app/general/edit/${p.id}` } : undefined
          }
          remove={
            canManage ? { label: t('list.delete', { name: p.paramName }), onClick: () => setDeleting(p) } : undefined
          }
        />
      ),
    },
  ];

  const data = list.data;
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.subtitle')}
        actions={
          <>
            <RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} spin>
              {t('list.refresh')}
            </RefreshButton>
            {canManage ? <AddLink to="/app/general/create">{t('list.add')}</AddLink> : null}
          </>
        }
      />
      {canManage ? <PaymentGatewayNotice /> : null}
      <Panel>
        <div className="px-5 py-4">
          <SearchField value={typed} onChange={setTyped} label={t('list.search')} />
        </div>
        {list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} message={t('list.loadFailed')} retryLabel={t('list.retry')} />
        ) : (
          <DataTable
            label={t('list.title')}
            columns={columns}
            rows={data?.data}
            rowKey={(p) => p.id}
            isPending={list.isPending}
            isError={false}
            onRetry={() => void list.refetch()}
            emptyText={search ? t('list.noMatch') : t('list.empty')}
          />
        )}
        <ResultPagination result={data} onPage={(next) => update({ page: next })} />
      </Panel>

      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing?.paramName ?? ''}
        description={t('view.code', { code: viewing?.paramCode ?? '' })}
      >
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-semibold text-slate-500 dark:text-slate-400">{t('list.id')}</dt>
            <dd>{viewing?.id}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-500 dark:text-slate-400">{t('list.description')}</dt>
            <dd className="whitespace-pre-line break-words">{viewing?.deskripsi}</dd>
          </div>
        </dl>
        <div className="mt-5 flex justify-end gap-2">
          {canManage && viewing ? (
            <Link to={`/app/general/edit/${viewing.id}`} className={buttonClass('outline', 'md')}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('view.edit')}
            </Link>
          ) : null}
          <Button onClick={() => setViewing(null)}>{t('view.close')}</Button>
        </div>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        description={t('delete.question', { name: deleting?.paramName ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
