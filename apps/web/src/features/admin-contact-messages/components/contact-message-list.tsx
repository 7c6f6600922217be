import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_FILTERS, type ContactMessageFilter } from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';
import { PageHeader, PagedList, Panel } from '../../../components/admin/index.ts';
import { useContactMessageCounts } from '../api/get-contact-message-counts.ts';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { ContactMessageItem } from './contact-message-item.tsx';

const PAGE_SIZE = 10;

function FilterTabs({
  value,
  onChange,
}: {
  value: ContactMessageFilter;
  onChange: (filter: ContactMessageFilter) => void;
}) {
  const { t } = useTranslation('messages');
  const counts = useContactMessageCounts(true).data;
  return (
    <div role="group" aria-label={t('filters.label')} className="flex flex-wrap gap-1">
      {CONTACT_MESSAGE_FILTERS.map((filter) => {
        const count = filter === 'all' ? undefined : counts?.[filter];
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
            className={cn(
              'rounded-xl px-3 py-1.5 text-sm font-semibold transition-colors',
              value === filter
                ? 'bg-sea-800 text-white dark:bg-teal-500'
                : 'text-slate-600 hover:bg-sea-50 dark:text-slate-300 dark:hover:bg-white/5',
            )}
          >
            {t(`filters.${filter}`)}
            {count ? ` (${count})` : null}
          </button>
        );
      })}
    </div>
  );
}

/** /app/messages (Manager and above): the storefront's contact messages, unread first. */
export function ContactMessagesScreen() {
  const { t } = useTranslation('messages');
  const [filter, setFilter] = useState<ContactMessageFilter>('all');
  const [page, setPage] = useState(1);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const messages = useContactMessages({ filter, page, pageSize: PAGE_SIZE });
  const data = messages.data;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Panel>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 dark:border-slate-800">
          <FilterTabs
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
          {data ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('count', { count: data.totalCount })}</p>
          ) : null}
        </div>
        <PagedList list={messages} page={page} pageSize={PAGE_SIZE} onPage={setPage} emptyText={t(`empty.${filter}`)}>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {data?.data.map((message) => (
              <ContactMessageItem
                key={message.id}
                message={message}
                expanded={expandedId === message.id}
                onToggle={() => setExpandedId(expandedId === message.id ? null : message.id)}
              />
            ))}
          </ul>
        </PagedList>
      </Panel>
    </>
  );
}
