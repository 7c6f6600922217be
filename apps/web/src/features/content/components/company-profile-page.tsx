import { Download, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHero, ShopAndContactButtons } from './section.tsx';
import { ShopPageMarkup } from './shop-page-markup.tsx';

/** /public/company/profile (storefront 2, Company pages): the profile staff wrote in the back office. */
export function CompanyProfilePage() {
  const { t } = useTranslation('content');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <PageHero title={t('common:titles.companyProfile')}>
        <Link to="/public/company/vision-mission" className={buttonClass('accent', 'lg')}>
          {t('profile.visionMission')}
        </Link>
        <a href="/api/company/brochure" download className={buttonClass('outline', 'lg')}>
          <Download className="h-5 w-5" aria-hidden />
          {t('profile.brochure')}
        </a>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-14">
        <ShopPageMarkup pageKey="company-profile" />
      </div>
      <div className="mx-auto mb-14 max-w-4xl rounded-3xl bg-sea-900 px-6 py-10 text-center text-white">
        <ShieldCheck className="mx-auto h-10 w-10 text-teal-400" aria-hidden />
        <h2 className="mt-3 text-2xl font-extrabold">{t('profile.ctaTitle')}</h2>
        <p className="mt-2 text-sea-100">{t('profile.ctaText')}</p>
        <ShopAndContactButtons />
      </div>
    </>
  );
}
