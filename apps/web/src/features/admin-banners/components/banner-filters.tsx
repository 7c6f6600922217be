import { useTranslation } from 'react-i18next';
import { BANNER_POSITIONS, BANNER_TYPES } from '@crabclaw/shared';
import { Panel, SearchField, useSearchBox } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { BannerListFilters, useBannerListState } from '../hooks/use-banner-list-state.ts';

type ListState = ReturnType<typeof useBannerListState>;
type SelectFilter = 'bannerType' | 'position' | 'status' | 'visibility';

const selectClass =
  'h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-teal-500 focus:ring-2 focus:ring-teal-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

function FilterSelect<K extends SelectFilter>({
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

/** The list's search and filters (section 7), kept in the URL by useBannerListState. */
export function BannerFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('banners-admin');
  const { filters, filtered, setFilter, clear } = list;
  const [searchText, setSearchText] = useSearchBox(filters.search.trim(), (search) => setFilter('search', search));
  const choices = (all: string, values: readonly string[], labelOf: (value: string) => string) => [
    { value: '', label: t(all) },
    ...values.map((value) => ({ value, label: labelOf(value) })),
  ];
  return (
    <Panel className="mb-4">
      <div className="flex flex-wrap items-end gap-3 px-5 py-4">
        <SearchField value={searchText} onChange={setSearchText} label={t('filters.search')} />
        <FilterSelect<'bannerType'>
          label={t('filters.type')}
          value={filters.bannerType}
          options={choices('filters.allTypes', BANNER_TYPES, (v) => t(`types.${v}`))}
          onChange={(value) => setFilter('bannerType', value)}
        />
        <FilterSelect<'position'>
          label={t('filters.position')}
          value={filters.position}
          options={choices('filters.allPositions', BANNER_POSITIONS, (v) => t(`positions.${v}`))}
          onChange={(value) => setFilter('position', value)}
        />
        <FilterSelect<'status'>
          label={t('filters.status')}
          value={filters.status}
          options={choices('filters.allStatus', ['active', 'inactive'], (v) => t(v))}
          onChange={(value) => setFilter('status', value)}
        />
        <FilterSelect<'visibility'>
          label={t('filters.visibility')}
          value={filters.visibility}
          options={choices('filters.allVisibility', ['visible', 'hidden'], (v) => t(v))}
          onChange={(value) => setFilter('visibility', value)}
        />
        {filtered ? (
          <Button variant="outline" onClick={clear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
    </Panel>
  );
}
