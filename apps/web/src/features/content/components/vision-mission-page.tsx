import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHero, ShopAndContactButtons } from './section.tsx';
import { ShopPageMarkup } from './shop-page-markup.tsx';

/** /public/company/vision-mission (storefront 2, Company pages): the text staff wrote in the back office. */
export function VisionMissionPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageHero title={t('common:titles.visionMission')}>
        <Link to="/public/company/profile" className={buttonClass('outline', 'md')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('visionMission.back')}
        </Link>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-14">
        <ShopPageMarkup pageKey="vision-mission" />
        <ShopAndContactButtons />
      </div>
    </>
  );
}
