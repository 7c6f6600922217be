import { ArrowLeft, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';

export function BackToOrders() {
  const { t } = useTranslation('orders-admin');
  return (
    <Link to="/app/orders" className={buttonClass('ghost', 'sm')}>
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      {t('detail.back')}
    </Link>
  );
}

/** The order page and the packing slip while the order loads, or when it cannot be shown. */
export function OrderPageState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('orders-admin');
  if (!error) {
    return (
      <div className="flex justify-center p-10" aria-busy="true">
        <Spinner label={t('detail.loading')} className="text-sm text-slate-600 dark:text-slate-300" />
      </div>
    );
  }
  const missing = error instanceof ApiRequestError && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
      <TriangleAlert className="h-8 w-8 text-coral-500" aria-hidden />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t(missing ? 'detail.notFound' : 'detail.loadFailed')}
      </p>
      <div className="flex gap-2">
        {missing ? null : (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('list.retry')}
          </Button>
        )}
        <BackToOrders />
      </div>
    </div>
  );
}
