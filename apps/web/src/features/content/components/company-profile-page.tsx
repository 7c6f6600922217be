import { Download, Globe2, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CardGrid, PageHero, Section, ShopAndContactButtons } from './section.tsx';

interface Item {
  name: string;
  text: string;
}

/** /public/company/profile (storefront 2, Company pages). */
export function CompanyProfilePage() {
  const { t } = useTranslation('content');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as T[];
  return (
    <>
      <PageHero badge={t('profile.badge')} title={t('profile.title')} text={t('profile.subtitle')}>
        <Link to="/public/company/vision-mission" className={buttonClass('accent', 'lg')}>
          {t('profile.visionMission')}
        </Link>
        <a href="/api/company/brochure" download className={buttonClass('outline', 'lg')}>
          <Download className="h-5 w-5" aria-hidden />
          {t('profile.brochure')}
        </a>
      </PageHero>
      <div className="mx-auto -mt-8 grid max-w-6xl grid-cols-2 gap-3 px-4 md:grid-cols-6">
        {list<{ value: string; label: string }>('profile.figures').map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-white p-4 text-center shadow-lg dark:bg-slate-900">
            <p className="text-2xl font-extrabold text-coral-600">{figure.value}</p>
            <p className="text-xs text-slate-600 dark:text-slate-300">{figure.label}</p>
          </div>
        ))}
      </div>
      <Section id="story-heading" title={t('profile.storyTitle')}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
          {list<string>('profile.story').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="certifications-heading" title={t('profile.certificationsTitle')} tone="sand">
        <CardGrid items={list<Item>('profile.certifications')} />
        <div className="mx-auto mt-10 flex max-w-3xl items-start gap-4 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
          <Globe2 className="h-10 w-10 shrink-0 text-teal-500" aria-hidden />
          <div>
            <h3 className="font-bold text-sea-900 dark:text-white">{t('profile.reachTitle')}</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-200">{t('profile.reach')}</p>
          </div>
        </div>
      </Section>
      <Section id="values-heading" title={t('profile.valuesTitle')}>
        <CardGrid items={list<Item>('profile.values')} />
      </Section>
      <Section id="facilities-heading" title={t('profile.facilitiesTitle')} tone="sand">
        <CardGrid
          columns={4}
          items={list<Item & { capacity: string }>('profile.facilities').map((f) => ({ ...f, extra: f.capacity }))}
        />
      </Section>
      <div className="mx-auto my-14 max-w-4xl rounded-3xl bg-sea-900 px-6 py-10 text-center text-white">
        <ShieldCheck className="mx-auto h-10 w-10 text-teal-400" aria-hidden />
        <h2 className="mt-3 text-2xl font-extrabold">{t('profile.ctaTitle')}</h2>
        <p className="mt-2 text-sea-100">{t('profile.ctaText')}</p>
        <ShopAndContactButtons />
      </div>
    </>
  );
}
