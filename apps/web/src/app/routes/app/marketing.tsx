import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/admin/index.ts';

/** Not described by the spec: the owners-only guard and a title, nothing more (issue 5). */
export default function MarketingPage() {
  const { t } = useTranslation('common');
  return <PageHeader title={t('titles.marketing')} />;
}
