import { useTranslation } from 'react-i18next';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** /privacy and /terms: the policy text from locales/<lang>/legal.json. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold text-sea-900 dark:text-white">{t(`${document}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('updated')}</p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-200">{t(`${document}.intro`)}</p>
      {sections.map((section, i) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold text-sea-900 dark:text-white">
            {i + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-slate-700 dark:text-slate-200">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
