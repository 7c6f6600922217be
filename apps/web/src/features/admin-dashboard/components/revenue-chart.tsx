import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyRevenue } from '@crabclaw/shared';
import { dateFormatter, formatRupiah } from '../../../lib/format.ts';

const HEIGHT = 240;
const PAD = { top: 16, end: 20, bottom: 28, start: 20 };
/** Room one date label needs, so a phone shows fewer labels instead of unreadable ones. */
const LABEL_SPACING = 56;

/** The element's width in CSS pixels: the chart draws in pixels, so its text stays readable at any size. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(entry.contentRect.width, 240)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function shortDate(date: string, language: string): string {
  return dateFormatter(language === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Revenue per day as bars, drawn as SVG (no chart library); each bar names its day and amount. */
export function RevenueChart({ days }: { days: DailyRevenue[] }) {
  const { t, i18n } = useTranslation('admin');
  const [figureRef, width] = useWidth<HTMLElement>(720);
  const max = Math.max(...days.map((day) => day.revenue), 1);
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const plotWidth = width - PAD.start - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(step * 0.62, 2);
  const gridLines = [0.25, 0.5, 0.75, 1];
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / step));

  return (
    <figure ref={figureRef}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('dashboard.chartLabel', { days: days.length, total: formatRupiah(total) })}
      >
        <defs>
          <linearGradient id="revenue-bar" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-teal-400)" />
            <stop offset="100%" stopColor="var(--color-sea-500)" />
          </linearGradient>
        </defs>
        {gridLines.map((fraction) => {
          const y = PAD.top + plotHeight * (1 - fraction);
          return (
            <line
              key={fraction}
              x1={PAD.start}
              x2={width - PAD.end}
              y1={y}
              y2={y}
              className="stroke-slate-200 dark:stroke-slate-800"
              strokeDasharray="4 4"
            />
          );
        })}
        <line
          x1={PAD.start}
          x2={width - PAD.end}
          y1={PAD.top + plotHeight}
          y2={PAD.top + plotHeight}
          className="stroke-slate-300 dark:stroke-slate-700"
        />
        {days.map((day, index) => {
          const height = day.revenue > 0 ? Math.max((day.revenue / max) * plotHeight, 3) : 0;
          const x = PAD.start + index * step + (step - barWidth) / 2;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={PAD.top + plotHeight - height}
                width={barWidth}
                height={height}
                rx={Math.min(4, barWidth / 2)}
                fill="url(#revenue-bar)"
              >
                <title>{`${shortDate(day.date, i18n.language)}: ${formatRupiah(day.revenue)} · ${t('dashboard.ordersCount', { count: day.orders })}`}</title>
              </rect>
              {(days.length - 1 - index) % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-slate-500 text-[11px] dark:fill-slate-400"
                >
                  {shortDate(day.date, i18n.language)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span>{t('dashboard.chartTotal', { total: formatRupiah(total) })}</span>
        <span>{t('dashboard.chartPeak', { peak: formatRupiah(max === 1 && total === 0 ? 0 : max) })}</span>
      </figcaption>
    </figure>
  );
}
