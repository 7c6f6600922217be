import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import {
  BANNER_POSITIONS,
  BANNER_TYPES,
  bannerPreviewText,
  displayOrderTone,
  type AdminBanner,
  type AdminBannerPage,
} from '@crabclaw/shared';
import {
  AddLink,
  Badge,
  DataTable,
  PageHeader,
  Panel,
  ResultPagination,
  RowActions,
  SearchField,
  useLastPageWhenPast,
  useSearchBox,
  type DataColumn,
} from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { bannerKeys } from '../api/banner-keys.ts';
import { useDeleteBanner } from '../api/delete-banner.ts';
import { useBanners } from '../api/get-banners.ts';
import { useToggleBanner, type BannerToggle } from '../api/toggle-banner.ts';
import { useUpdateDisplayOrder } from '../api/update-display-order.ts';
import { reorderRows } from '../hooks/reorder.ts';
import { useBannerListState, type BannerListFilters } from '../hooks/use-banner-list-state.ts';
import { HomePreview } from './home-preview.tsx';

/** Section 9: display order 3 or less green bold, 4 to 6 yellow, above 6 grey. */
const ORDER_CLASSES = {
  green: 'font-bold text-emerald-700 dark:text-emerald-300',
  yellow: 'text-amber-700 dark:text-amber-300',
  grey: 'text-slate-500 dark:text-slate-400',
} as const;

const selectClass =
  'h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-teal-500 focus:ring-2 focus:ring-teal-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

function FilterSelect<K extends 'bannerType' | 'position' | 'status' | 'visibility'>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: BannerListFilters[K];
  options: { value: string; label: string }[];
  onChange: (value: BannerListFilters[K]) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600 dark:text-slate-300">
      {label}
      <select
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value as BannerListFilters[K])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /app/banner: 'Banner Management' (back-office.md section 2), searched, filtered and paged by the server. */
export function BannerListScreen({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('banners-admin');
  const queryClient = useQueryClient();
  const { filters, query, filtered, setFilter, setPage, clear } = useBannerListState();
  const [searchText, setSearchText] = useSearchBox(filters.search.trim(), (search) => setFilter('search', search));
  const banners = useBanners(query);
  const toggle = useToggleBanner();
  const remove = useDeleteBanner();
  const reorder = useUpdateDisplayOrder();
  const [toDelete, setToDelete] = useState<AdminBanner | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const focusAfterMove = useRef<number | null>(null);
  const rows = banners.data?.data;

  // The last banner of a page deleted, or an old link: the last page is shown.
  useLastPageWhenPast(banners.data, filters.page, (page) => setPage(page, { replace: true }));

  useEffect(() => {
    if (banners.isError) toast.error(t('errors.load'));
  }, [banners.isError, t]);

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.querySelector<HTMLElement>(`[data-banner-handle="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  });

  function onToggle(banner: AdminBanner, which: BannerToggle) {
    toggle.mutate(
      { id: banner.bannerId, toggle: which },
      { onError: () => toast.error(t(which === 'status' ? 'errors.status' : 'errors.visibility')) },
    );
  }

  function move(from: number, to: number) {
    if (!rows) return;
    const { rows: next, changes } = reorderRows(rows, from, to);
    if (changes.length === 0) return;
    const moved = next[to]!;
    queryClient.setQueryData<AdminBannerPage>(bannerKeys.list(query), (page) =>
      page ? { ...page, data: next } : page,
    );
    focusAfterMove.current = moved.bannerId;
    setAnnouncement(t('reorder.moved', { title: moved.title, position: to + 1, total: next.length }));
    reorder.mutate({ banners: changes }, { onError: () => toast.error(t('errors.reorder')) });
  }

  function onHandleKey(event: KeyboardEvent, index: number) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
    }
  }

  /** The row under the pointer, found from the handle every row carries. */
  function rowIndexAt(event: DragEvent): number {
    const row = (event.target as HTMLElement).closest('tr, li');
    const id = Number(row?.querySelector<HTMLElement>('[data-banner-handle]')?.dataset.bannerHandle);
    return rows?.findIndex((banner) => banner.bannerId === id) ?? -1;
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    const to = rowIndexAt(event);
    const from = rows?.findIndex((banner) => banner.bannerId === dragged) ?? -1;
    setDragged(null);
    if (from >= 0 && to >= 0) move(from, to);
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

  const columns: DataColumn<AdminBanner>[] = [
    {
      id: 'order',
      header: t('columns.order'),
      cell: (banner) => {
        const index = rows?.indexOf(banner) ?? -1;
        const value = (
          <span className={ORDER_CLASSES[displayOrderTone(banner.displayOrder)]} data-testid="banner-order">
            {banner.displayOrder}
          </span>
        );
        if (!canManage) return value;
        return (
          <div className="flex items-center gap-1">
            <button
              type="button"
              draggable
              data-banner-handle={banner.bannerId}
              aria-label={t('reorder.handle', { title: banner.title })}
              aria-describedby="banner-reorder-help"
              className="cursor-grab rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-500 dark:hover:bg-slate-800"
              onKeyDown={(event) => onHandleKey(event, index)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(banner.bannerId));
                setDragged(banner.bannerId);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <GripVertical className="h-4 w-4" aria-hidden />
            </button>
            {value}
            <span className="ms-1 flex flex-col">
              <button
                type="button"
                className="flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:hover:bg-slate-800"
                aria-label={t('reorder.up', { title: banner.title })}
                disabled={index <= 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp className="h-3.5 w-3.5" aria-hidden />
              </button>
              <button
                type="button"
                className="flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:hover:bg-slate-800"
                aria-label={t('reorder.down', { title: banner.title })}
                disabled={index < 0 || index >= (rows?.length ?? 0) - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown className="h-3.5 w-3.5" aria-hidden />
              </button>
            </span>
          </div>
        );
      },
    },
    {
      id: 'banner',
      header: t('columns.banner'),
      cell: (banner) => (
        <div className="flex items-center gap-3">
          {banner.backgroundImageUrl ? (
            <img
              src={banner.backgroundImageUrl}
              alt=""
              className="h-12 w-20 shrink-0 rounded-lg object-cover"
              loading="lazy"
            />
          ) : (
            <span aria-hidden className="h-12 w-20 shrink-0 rounded-lg bg-slate-100 dark:bg-slate-800" />
          )}
          <div className="min-w-0">
            <p className="font-semibold text-sea-900 dark:text-white">{banner.title}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="banner-preview">
              {bannerPreviewText(banner.description)}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'type',
      header: t('columns.typePosition'),
      cell: (banner) => (
        <>
          <p>{t(`types.${banner.bannerType}`)}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t(`positions.${banner.position}`)}</p>
        </>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (banner) =>
        canManage ? (
          <div className="flex flex-wrap gap-1">
            {(['status', 'visibility'] as const).map((which) => {
              const on = which === 'status' ? banner.isActive : banner.isVisible;
              const label = t(which === 'status' ? (on ? 'active' : 'inactive') : on ? 'visible' : 'hidden');
              return (
                <button
                  key={which}
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-label={t(which === 'status' ? 'toggleStatus' : 'toggleVisibility', { title: banner.title })}
                  className={cn(
                    'inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold ring-1 transition-colors',
                    on
                      ? 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800'
                      : 'bg-slate-100 text-slate-700 ring-slate-200 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
                  )}
                  onClick={() => onToggle(banner, which)}
                >
                  {label}
                </button>
              );
            })}
          </div>
        ) : (
          <div className="flex flex-wrap gap-1">
            <Badge tone={banner.isActive ? 'green' : 'grey'}>{t(banner.isActive ? 'active' : 'inactive')}</Badge>
            <Badge tone={banner.isVisible ? 'blue' : 'grey'}>{t(banner.isVisible ? 'visible' : 'hidden')}</Badge>
          </div>
        ),
    },
    {
      id: 'schedule',
      header: t('columns.schedule'),
      className: 'whitespace-nowrap text-xs',
      cell: (banner) => (
        <>
          <bdi>{formatDate(banner.startDate)}</bdi> – <bdi>{formatDate(banner.endDate)}</bdi>
        </>
      ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('columns.actions'),
            cell: (banner: AdminBanner) => (
              <RowActions
                edit={{ label: t('edit', { title: banner.title }), to: `/app/banner/edit/${banner.bannerId}` }}
                remove={{ label: t('delete', { title: banner.title }), onClick: () => setToDelete(banner) }}
              />
            ),
          },
        ]
      : []),
  ];

  const all = (label: string) => [{ value: '', label }];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={canManage ? <AddLink to="/app/banner/create">{t('create')}</AddLink> : undefined}
      />
      <Panel className="mb-4">
        <div className="flex flex-wrap items-end gap-3 px-5 py-4">
          <SearchField value={searchText} onChange={setSearchText} label={t('filters.search')} />
          <FilterSelect<'bannerType'>
            label={t('filters.type')}
            value={filters.bannerType}
            options={[
              ...all(t('filters.allTypes')),
              ...BANNER_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
            ]}
            onChange={(value) => setFilter('bannerType', value)}
          />
          <FilterSelect<'position'>
            label={t('filters.position')}
            value={filters.position}
            options={[
              ...all(t('filters.allPositions')),
              ...BANNER_POSITIONS.map((v) => ({ value: v, label: t(`positions.${v}`) })),
            ]}
            onChange={(value) => setFilter('position', value)}
          />
          <FilterSelect<'status'>
            label={t('filters.status')}
            value={filters.status}
            options={[
              ...all(t('filters.allStatus')),
              { value: 'active', label: t('active') },
              { value: 'inactive', label: t('inactive') },
            ]}
            onChange={(value) => setFilter('status', value)}
          />
          <FilterSelect<'visibility'>
            label={t('filters.visibility')}
            value={filters.visibility}
            options={[
              ...all(t('filters.allVisibility')),
              { value: 'visible', label: t('visible') },
              { value: 'hidden', label: t('hidden') },
            ]}
            onChange={(value) => setFilter('visibility', value)}
          />
          {filtered ? (
            <Button variant="outline" onClick={clear}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </div>
      </Panel>
      <Panel title={t('count', { count: banners.data?.totalCount ?? 0 })}>
        {canManage ? (
          <p id="banner-reorder-help" className="sr-only">
            {t('reorder.help')}
          </p>
        ) : null}
        <p aria-live="polite" className="sr-only" data-testid="banner-announcement">
          {announcement}
        </p>
        <div onDragOver={(event) => dragged !== null && event.preventDefault()} onDrop={onDrop}>
          <DataTable
            label={t('title')}
            columns={columns}
            rows={rows}
            rowKey={(banner) => banner.bannerId}
            isPending={banners.isPending}
            isError={banners.isError}
            onRetry={() => void banners.refetch()}
            emptyText={t('empty')}
            emptyAction={<p className="text-sm text-slate-500 dark:text-slate-400">{t('emptyHint')}</p>}
          />
        </div>
        <ResultPagination result={banners.data} onPage={setPage} />
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
