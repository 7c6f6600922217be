import { ArrowLeft, CheckCircle2, Eye, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { CardGrid, PageHero, Section, ShopAndContactButtons } from './section.tsx';

const ROADMAP_STATUSES = ['completed', 'in-progress', 'planned'] as const;
const STATUS_TONES: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-900',
  'in-progress': 'bg-amber-100 text-amber-900',
  planned: 'bg-sea-100 text-sea-900',
  unknown: 'bg-slate-100 text-slate-800',
};

interface Goal {
  years: string;
  title: string;
  text: string;
  status: string;
}

/** Spec: completed 'Selesai', in-progress 'Berlangsung', planned 'Direncanakan', anything else 'Unknown'. */
function roadmapStatus(status: string): string {
  return (ROADMAP_STATUSES as readonly string[]).includes(status) ? status : 'unknown';
}

/** /public/company/vision-mission (storefront 2, Company pages). */
export function VisionMissionPage() {
  const { t } = useTranslation('content');
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as T[];
  return (
    <>
      <PageHero title={t('common:titles.visionMission')}>
        <Link to="/public/company/profile" className={buttonClass('outline', 'md')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('visionMission.back')}
        </Link>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-2">
        <section aria-labelledby="vision-heading" className="rounded-3xl bg-sea-900 p-8 text-white">
          <Eye className="h-10 w-10 text-teal-400" aria-hidden />
          <h2 id="vision-heading" className="mt-3 text-2xl font-extrabold">
            {t('visionMission.visionTitle')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-sea-50">{t('visionMission.vision')}</p>
        </section>
        <section
          aria-labelledby="mission-heading"
          className="rounded-3xl border border-slate-200 p-8 dark:border-slate-800"
        >
          <Target className="h-10 w-10 text-coral-500" aria-hidden />
          <h2 id="mission-heading" className="mt-3 text-2xl font-extrabold text-sea-900 dark:text-white">
            {t('visionMission.missionTitle')}
          </h2>
          <ul className="mt-3 space-y-2">
            {list<string>('visionMission.missions').map((mission) => (
              <li key={mission} className="flex gap-2 text-slate-700 dark:text-slate-200">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-teal-500" aria-hidden />
                {mission}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Section id="core-values-heading" title={t('visionMission.valuesTitle')} tone="sand">
        <CardGrid
          items={list<{ name: string; text: string }>('visionMission.values').map((value, i) => ({
            ...value,
            name: `${i + 1}. ${value.name}`,
          }))}
        />
      </Section>
      <Section id="roadmap-heading" title={t('visionMission.roadmapTitle')}>
        <ol className="mx-auto max-w-3xl space-y-4 border-s-2 border-sea-100 ps-6">
          {list<Goal>('visionMission.goals').map((goal) => {
            const status = roadmapStatus(goal.status);
            return (
              <li key={goal.years} className="relative">
                <span
                  className="absolute -start-[1.95rem] top-1.5 h-3.5 w-3.5 rounded-full border-2 border-white bg-teal-500"
                  aria-hidden
                />
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-bold text-sea-700">{goal.years}</span>
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', STATUS_TONES[status])}>
                    {t(`visionMission.status.${status}`)}
                  </span>
                </div>
                <p className="mt-1 font-bold text-slate-900 dark:text-white">{goal.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{goal.text}</p>
              </li>
            );
          })}
        </ol>
        <ShopAndContactButtons />
      </Section>
    </>
  );
}
