import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized, type StoreProduct } from '@crabclaw/shared';
import { categoryListPath } from '../api.ts';

/** What a Discontinued product's page says instead of its price and cart: where to look instead (issue 23). */
export function NoLongerSold({ category }: { category: StoreProduct['category'] }) {
  const { t, i18n } = useTranslation('catalogue');
  const name = localized(category.name, category.nameEn, i18n.language);
  return (
    <p
      role="status"
      className="rounded-xl bg-sand-50 p-4 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200"
      data-testid="no-longer-sold"
    >
      {t('product.noLongerSold')}{' '}
      <Link to={categoryListPath(category.slug)} className="font-semibold text-teal-600 hover:underline">
        {t('product.seeCategory', { category: name })}
      </Link>
    </p>
  );
}
