import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Back from a printable view of the day to the day's orders. */
export function BackToDeliveries({ date }: { date: string }) {
  const { t } = useTranslation('orders-admin');
  return (
    <Link to={`/app/deliveries?date=${date}`} className={buttonClass('ghost', 'sm')}>
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      {t('deliveries.back')}
    </Link>
  );
}
