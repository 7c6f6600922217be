import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOP_PAGE_KEYS } from '@crabclaw/shared';
import { PageHeader, Panel } from '../../../components/admin/index.ts';

/** /app/pages: the shop's own texts, each opening its editor. */
export function PageListScreen() {
  const { t } = useTranslation('pages-admin');
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.subtitle')} />
      <Panel className="max-w-2xl">
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {SHOP_PAGE_KEYS.map((key) => (
            <li key={key}>
              <Link
                to={`/app/pages/${key}`}
                className="flex items-center gap-3 px-6 py-4 font-semibold text-sea-900 hover:bg-sea-50 dark:text-white dark:hover:bg-white/5"
              >
                <FileText className="h-5 w-5 text-teal-600" aria-hidden />
                {t(`names.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
