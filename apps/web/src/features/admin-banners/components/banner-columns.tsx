import { useTranslation } from 'react-i18next';
import { bannerPreviewText, type AdminBanner } from '@crabclaw/shared';
import { Badge, RowActions, type DataColumn } from '../../../components/admin/index.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import type { BannerToggle } from '../api/toggle-banner.ts';
import type { BannerReorder } from '../hooks/use-banner-reorder.ts';
import { DisplayOrder, ReorderControls } from './banner-reorder-controls.tsx';

/** The row's picture, title and a line of its description. */
function BannerSummary({ banner }: { banner: AdminBanner }) {
  return (
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
  );
}

/** Active and visible as switches staff flip in place. */
function BannerSwitches({ banner, onToggle }: { banner: AdminBanner; onToggle: (which: BannerToggle) => void }) {
  const { t } = useTranslation('banners-admin');
  return (
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
            onClick={() => onToggle(which)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** Active and visible as badges, for staff who only read. */
function BannerBadges({ banner }: { banner: AdminBanner }) {
  const { t } = useTranslation('banners-admin');
  return (
    <div className="flex flex-wrap gap-1">
      <Badge tone={banner.isActive ? 'green' : 'grey'}>{t(banner.isActive ? 'active' : 'inactive')}</Badge>
      <Badge tone={banner.isVisible ? 'blue' : 'grey'}>{t(banner.isVisible ? 'visible' : 'hidden')}</Badge>
    </div>
  );
}

export interface BannerRowActions {
  reorder: BannerReorder;
  onToggle: (banner: AdminBanner, which: BannerToggle) => void;
  onDelete: (banner: AdminBanner) => void;
}

/** The list's columns (section 9); staff who may manage banners get the reorder, switch and row actions. */
export function useBannerColumns(actions: BannerRowActions | undefined): DataColumn<AdminBanner>[] {
  const { t } = useTranslation('banners-admin');
  return [
    {
      id: 'order',
      header: t('columns.order'),
      cell: (banner) =>
        actions ? <ReorderControls banner={banner} reorder={actions.reorder} /> : <DisplayOrder banner={banner} />,
    },
    { id: 'banner', header: t('columns.banner'), cell: (banner) => <BannerSummary banner={banner} /> },
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
        actions ? (
          <BannerSwitches banner={banner} onToggle={(which) => actions.onToggle(banner, which)} />
        ) : (
          <BannerBadges banner={banner} />
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
    ...(actions
      ? [
          {
            id: 'actions',
            header: t('columns.actions'),
            cell: (banner: AdminBanner) => (
              <RowActions
                edit={{ label: t('edit', { title: banner.title }), to: `/app/banner/edit/${banner.bannerId}` }}
                remove={{ label: t('delete', { title: banner.title }), onClick: () => actions.onDelete(banner) }}
              />
            ),
          },
        ]
      : []),
  ];
}
