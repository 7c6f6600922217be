import { FilterX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_CHANNELS, ORDER_SORTS, ORDER_STATUSES, PAYMENT_STATUSES, type OrderSort } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SearchField, inputClass } from '../../../components/admin/index.ts';
import { cn } from '../../../lib/cn.ts';
import { hasFilters, type OrderListState, type OrderListUpdate } from '../hooks/use-order-list-state.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

const SEARCH_DELAY_MS = 300;

/** Typing settles for 300 ms before the URL (and so the list) changes: one request per search, not per key. */
function OrderSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation('orders-admin');
  const [text, setText] = useState(value);
  // Clear Filters, back and forward change the URL from elsewhere: the box follows it.
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }
  // The latest onSearch, so a filter changed while typing is not undone by the search written after it.
  const latestSearch = useRef(onSearch);
  useEffect(() => {
    latestSearch.current = onSearch;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latestSearch.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return <SearchField value={text} onChange={setText} label={t('filters.search')} />;
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-600 dark:text-slate-300">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Search, both status filters, the channel, the date range and the sort; every change goes back to page 1. */
export function OrderFilters({
  state,
  update,
  canSeeArchive,
}: {
  state: OrderListState;
  update: OrderListUpdate;
  canSeeArchive: boolean;
}) {
  const { t } = useTranslation('orders-admin');
  const orderWord = useOrderWord();
  const dateClass = cn(inputClass, 'h-10');
  return (
    <div className="space-y-3 border-b border-slate-100 px-5 py-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <OrderSearch value={state.search} onSearch={(search) => update({ search }, { replace: true })} />
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input
            type="checkbox"
            checked={state.toVerify}
            onChange={(event) => update({ toVerify: event.target.checked })}
            className="h-4 w-4 accent-sea-700"
          />
          {t('filters.toVerify')}
        </label>
        {canSeeArchive ? (
          <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              checked={state.archived}
              onChange={(event) => update({ archived: event.target.checked })}
              className="h-4 w-4 accent-sea-700"
            />
            {t('filters.archived')}
          </label>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <Labelled id="orders-status" label={t('filters.status')}>
          <Select
            id="orders-status"
            value={state.status ?? ''}
            onChange={(event) => update({ status: (event.target.value || undefined) as OrderListState['status'] })}
          >
            <option value="">{t('filters.allStatus')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderWord('status', status)}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id="orders-payment" label={t('filters.payment')}>
          <Select
            id="orders-payment"
            value={state.paymentStatus ?? ''}
            onChange={(event) =>
              update({ paymentStatus: (event.target.value || undefined) as OrderListState['paymentStatus'] })
            }
          >
            <option value="">{t('filters.allPayment')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderWord('paymentStatus', status)}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id="orders-channel" label={t('filters.channel')}>
          <Select
            id="orders-channel"
            value={state.channel ?? ''}
            onChange={(event) => update({ channel: (event.target.value || undefined) as OrderListState['channel'] })}
          >
            <option value="">{t('filters.allChannels')}</option>
            {ORDER_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {orderWord('channel', channel)}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id="orders-from" label={t('filters.from')}>
          <input
            id="orders-from"
            type="date"
            value={state.startDate ?? ''}
            max={state.endDate}
            onChange={(event) => update({ startDate: event.target.value || undefined })}
            className={dateClass}
          />
        </Labelled>
        <Labelled id="orders-to" label={t('filters.to')}>
          <input
            id="orders-to"
            type="date"
            value={state.endDate ?? ''}
            min={state.startDate}
            onChange={(event) => update({ endDate: event.target.value || undefined })}
            className={dateClass}
          />
        </Labelled>
        <Labelled id="orders-sort" label={t('filters.sort')}>
          <Select
            id="orders-sort"
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value as OrderSort })}
          >
            {ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </Labelled>
      </div>
      {hasFilters(state) ? (
        <Button variant="ghost" size="sm" onClick={() => update(CLEARED)}>
          <FilterX className="h-4 w-4" aria-hidden />
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}

/** What Clear Filters resets: the filters, not the page size, sort or archive view. */
export const CLEARED: Partial<OrderListState> = {
  search: '',
  status: undefined,
  paymentStatus: undefined,
  channel: undefined,
  startDate: undefined,
  endDate: undefined,
  toVerify: false,
};
