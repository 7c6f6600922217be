import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useShopPage } from '../api/get-shop-page.ts';
import { ShopPageMarkup } from './shop-page-markup.tsx';

/** /privacy and /terms: the policy staff wrote in the back office, with the shop's facts filled in. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const updatedAt = useShopPage(document).data?.updatedAt;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold text-sea-900 dark:text-white">{t(`${document}.title`)}</h1>
      {updatedAt ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('updated', { date: formatDate(updatedAt, 'long') })}
        </p>
      ) : null}
      <div className="mt-6">
        <ShopPageMarkup pageKey={document} />
      </div>
    </article>
  );
}
