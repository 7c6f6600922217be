import { useTranslation } from 'react-i18next';
import { SHOP_TIME_ZONE } from '@crabclaw/shared';
import { inputClass } from '../../../components/admin/index.ts';
import { cn } from '../../../lib/cn.ts';
import { dateFormatter } from '../../../lib/format.ts';
import { comingDays } from '../hooks/use-delivery-date.ts';

/** A shop day's start, so a day written YYYY-MM-DD reads as that day in WIB on any device. */
export const shopDayStart = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** Today and the next days at a tap ('Kam 10'), any other day in the date field. */
export function DeliveryDayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const { t, i18n } = useTranslation('orders-admin');
  const dayName = dateFormatter(i18n.language === 'en' ? 'en-GB' : 'id-ID', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  const days = comingDays();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <nav aria-label={t('deliveries.days')} className="min-w-0 flex-1">
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {days.map((day, index) => (
            <li key={day} className="shrink-0">
              <button
                type="button"
                aria-pressed={day === date}
                onClick={() => onChange(day)}
                className={cn(
                  'flex h-11 flex-col items-center justify-center rounded-xl border px-3 text-xs font-semibold',
                  day === date
                    ? 'border-sea-700 bg-sea-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
                )}
              >
                <span>{index === 0 ? t('deliveries.today') : dayName.format(shopDayStart(day))}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1.5 sm:w-48">
        <label htmlFor="delivery-date" className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('deliveries.date')}
        </label>
        <input
          id="delivery-date"
          type="date"
          className={inputClass}
          value={date}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
