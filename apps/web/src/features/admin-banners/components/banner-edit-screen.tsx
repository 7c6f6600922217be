import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { Panel } from '../../../components/admin/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBanner } from '../api/get-banner.ts';
import { BannerForm } from './banner-form.tsx';

/** /app/banner/edit/{id}: a missing or zero id returns to the list; otherwise the banner loads (section 4). */
export function BannerEditScreen({ id }: { id: number }) {
  const { t } = useTranslation('banners-admin');
  const navigate = useNavigate();
  const banner = useBanner(id);

  useEffect(() => {
    if (!banner.isError) return;
    toast.error(t('errors.loadOne'));
    navigate('/app/banner', { replace: true });
  }, [banner.isError, navigate, t]);

  if (!(id > 0)) return <Navigate to="/app/banner" replace />;
  if (!banner.data) {
    return (
      <Panel className="max-w-4xl">
        <div className="p-6 text-sm text-slate-600 dark:text-slate-300">
          <Spinner label={t('form.loading')} />
        </div>
      </Panel>
    );
  }
  return <BannerForm key={banner.data.bannerId} banner={banner.data} />;
}
