import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Compass className="h-16 w-16 text-sea-300" aria-hidden />
      <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      <div className="flex gap-3">
        <Link to="/public/home" className={buttonClass('primary', 'md')}>
          {t('notFound.home')}
        </Link>
        <Link to="/public/products" className={buttonClass('outline', 'md')}>
          {t('notFound.products')}
        </Link>
      </div>
    </div>
  );
}
