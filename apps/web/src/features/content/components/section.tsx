import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

export function PageHero({
  badge,
  title,
  text,
  children,
}: {
  badge?: string;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-sea-900 via-sea-800 to-teal-600 px-4 py-16 text-white">
      <div className="mx-auto max-w-4xl text-center">
        {badge ? (
          <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-bold uppercase tracking-wide">{badge}</span>
        ) : null}
        <h1 className="mt-4 text-4xl font-extrabold leading-tight md:text-5xl">{title}</h1>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-sea-50">{text}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </div>
  );
}

/** The company pages' closing buttons: the catalogue and the contact page. */
export function ShopAndContactButtons() {
  const { t } = useTranslation('content');
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Link to="/public/products" className={buttonClass('accent', 'lg')}>
        {t('profile.ctaProducts')}
      </Link>
      <Link to="/contact" className={buttonClass('outline', 'lg')}>
        {t('profile.ctaContact')}
      </Link>
    </div>
  );
}
