import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  Badge,
  LoadState,
  PageHeader,
  Pager,
  Panel,
  ReadOnlyNote,
  SearchField,
  table,
  useClientPage,
} from '../../admin-shell/index.ts';
import { useActiveBanners } from '../api/get-active-banners.ts';

/** Spec: display order 3 or less green bold, 4 to 6 yellow, above 6 grey. */
function orderClass(order: number): string {
  if (order <= 3) return 'font-bold text-emerald-700 dark:text-emerald-300';
  if (order <= 6) return 'text-amber-700 dark:text-amber-300';
  return 'text-slate-500 dark:text-slate-400';
}

/** Spec: the description is shortened to 50 characters in the list (markup removed, it is shown as text). */
function shortText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
  return text.length > 50 ? `${text.slice(0, 50)}…` : text;
}

/** /app/banner for now: 'Banner Management' showing the active banners, read-only. */
export function BannerListScreen() {
  const { t } = useTranslation('admin');
  const banners = useActiveBanners();
  const { search, setSearch, rows, pager } = useClientPage(banners.data, (b) => [
    b.title,
    b.subtitle,
    b.description,
    b.tags,
  ]);

  return (
    <>
      <PageHeader title={t('banners.title')} description={t('banners.description')} />
      <ReadOnlyNote />
      <Panel title={t('banners.count', { count: pager.totalCount })}>
        <div className="px-5 py-4">
          <SearchField value={search} onChange={setSearch} label={t('banners.search')} />
        </div>
        <LoadState
          isPending={banners.isPending}
          isError={banners.isError}
          isEmpty={pager.totalCount === 0}
          onRetry={() => void banners.refetch()}
          emptyText={t('banners.empty')}
        >
          <div className={table.wrap}>
            <table className={cn(table.table, 'min-w-[56rem]')}>
              <thead className={table.head}>
                <tr>
                  <th className={table.th}>{t('banners.banner')}</th>
                  <th className={table.th}>{t('banners.typePosition')}</th>
                  <th className={table.th}>{t('banners.order')}</th>
                  <th className={table.th}>{t('banners.status')}</th>
                  <th className={table.th}>{t('banners.schedule')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((banner) => (
                  <tr key={banner.bannerId} className={table.row}>
                    <td className={table.td}>
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
                          <p className="text-xs text-slate-500 dark:text-slate-400">{shortText(banner.description)}</p>
                        </div>
                      </div>
                    </td>
                    <td className={table.td}>
                      <p>{t(`banners.types.${banner.bannerType}`)}</p>
                      <p className="text-xs text-slate-500 dark:text-slate-400">
                        {t(`banners.positions.${banner.position}`)}
                      </p>
                    </td>
                    <td className={cn(table.td, orderClass(banner.displayOrder))}>{banner.displayOrder}</td>
                    <td className={table.td}>
                      <div className="flex flex-wrap gap-1">
                        <Badge tone={banner.isActive ? 'green' : 'grey'}>
                          {t(banner.isActive ? 'banners.active' : 'banners.inactive')}
                        </Badge>
                        <Badge tone={banner.isVisible ? 'blue' : 'grey'}>
                          {t(banner.isVisible ? 'banners.visible' : 'banners.hidden')}
                        </Badge>
                      </div>
                    </td>
                    <td className={cn(table.td, 'whitespace-nowrap text-xs')}>
                      <bdi>{formatDate(banner.startDate)}</bdi> – <bdi>{formatDate(banner.endDate)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager {...pager} />
        </LoadState>
      </Panel>
    </>
  );
}
