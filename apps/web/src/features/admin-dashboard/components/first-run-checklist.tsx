import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FirstRunItem } from '@crabclaw/shared';
import { Badge, Panel } from '../../../components/admin/index.ts';

/** Where staff do the item: the parameter's edit page (its create page if the row is missing), or a create form. */
function firstRunLink({ id, parameterId }: FirstRunItem): string {
  if (id === 'category') return '/app/category/create';
  if (id === 'product') return '/app/product/create';
  return parameterId === null ? '/app/general/create' : `/app/general/edit/${parameterId}`;
}

/** What a new shop still has to set up (issue 22); each state is said in words, not by colour alone. */
export function FirstRunChecklist({ items }: { items: FirstRunItem[] }) {
  const { t } = useTranslation('admin');
  const done = items.filter((item) => item.done).length;
  return (
    <Panel title={t('dashboard.firstRun.title')} className="mb-6">
      <p className="px-5 pt-4 text-sm text-slate-600 dark:text-slate-300">
        {t('dashboard.firstRun.description')} {t('dashboard.firstRun.progress', { done, total: items.length })}
      </p>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('dashboard.firstRun.title')}>
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 px-5 py-3 text-sm">
            {item.done ? (
              <CheckCircle2 className="h-5 w-5 shrink-0 text-teal-600 dark:text-teal-400" aria-hidden />
            ) : (
              <Circle className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
            )}
            <Link
              to={firstRunLink(item)}
              className="flex-1 font-medium text-sea-900 hover:underline dark:text-slate-100"
            >
              {t(`dashboard.firstRun.items.${item.id}`)}
            </Link>
            <Badge tone={item.done ? 'green' : 'yellow'}>
              {t(item.done ? 'dashboard.firstRun.done' : 'dashboard.firstRun.todo')}
            </Badge>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
