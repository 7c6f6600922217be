import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

export function Section({
  id,
  title,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'sand';
}) {
  return (
    <section aria-labelledby={id} className={tone === 'sand' ? 'bg-sand-50 py-14 dark:bg-slate-900/50' : 'py-14'}>
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={id} className="mb-8 text-center text-3xl font-extrabold text-sea-900 dark:text-white">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

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

/** Cards of name + text, for values, certifications and facilities. */
export function CardGrid({
  items,
  columns = 3,
}: {
  items: { name: string; text: string; extra?: string }[];
  columns?: 2 | 3 | 4;
}) {
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-4 ${grid}`}>
      {items.map((item) => (
        <li
          key={item.name}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="font-bold text-sea-900 dark:text-white">{item.name}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
          {item.extra ? <p className="mt-3 text-sm font-semibold text-teal-600">{item.extra}</p> : null}
        </li>
      ))}
    </ul>
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
