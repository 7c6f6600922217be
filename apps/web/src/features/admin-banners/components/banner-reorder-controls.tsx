import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayOrderTone, type AdminBanner } from '@crabclaw/shared';
import type { BannerReorder } from '../hooks/use-banner-reorder.ts';

/** Section 9: display order 3 or less green bold, 4 to 6 yellow, above 6 grey. */
const ORDER_CLASSES = {
  green: 'font-bold text-emerald-700 dark:text-emerald-300',
  yellow: 'text-amber-700 dark:text-amber-300',
  grey: 'text-slate-500 dark:text-slate-400',
} as const;

const arrowClass =
  'flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 disabled:opacity-30 dark:hover:bg-slate-800';

/** A banner's display order in its colour. */
export function DisplayOrder({ banner }: { banner: AdminBanner }) {
  return (
    <span className={ORDER_CLASSES[displayOrderTone(banner.displayOrder)]} data-testid="banner-order">
      {banner.displayOrder}
    </span>
  );
}

/** A row's display order between its drag handle (arrow keys move it too) and its up and down buttons. */
export function ReorderControls({ banner, reorder }: { banner: AdminBanner; reorder: BannerReorder }) {
  const { t } = useTranslation('banners-admin');
  const index = reorder.rows?.indexOf(banner) ?? -1;
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        draggable
        data-banner-handle={banner.bannerId}
        aria-label={t('reorder.handle', { title: banner.title })}
        aria-describedby="banner-reorder-help"
        className="cursor-grab rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-500 dark:hover:bg-slate-800"
        onKeyDown={(event) => reorder.onHandleKey(event, index)}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(banner.bannerId));
          reorder.setDragged(banner.bannerId);
        }}
        onDragEnd={() => reorder.setDragged(null)}
      >
        <GripVertical className="h-4 w-4" aria-hidden />
      </button>
      <DisplayOrder banner={banner} />
      <span className="ms-1 flex flex-col">
        <button
          type="button"
          className={arrowClass}
          aria-label={t('reorder.up', { title: banner.title })}
          disabled={index <= 0}
          onClick={() => reorder.move(index, index - 1)}
        >
          <ArrowUp className="h-3.5 w-3.5" aria-hidden />
        </button>
        <button
          type="button"
          className={arrowClass}
          aria-label={t('reorder.down', { title: banner.title })}
          disabled={index < 0 || index >= (reorder.rows?.length ?? 0) - 1}
          onClick={() => reorder.move(index, index + 1)}
        >
          <ArrowDown className="h-3.5 w-3.5" aria-hidden />
        </button>
      </span>
    </div>
  );
}
