import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePaymentGateway } from '../api/get-payment-gateway.ts';

/**
 * The payment settings' word on online payment (issue 28): whether Midtrans is configured and for real money
 * or the sandbox. Its keys are server settings (MIDTRANS_SERVER_KEY), never shown here.
 */
export function PaymentGatewayNotice() {
  const { t } = useTranslation('general-admin');
  const gateway = usePaymentGateway();
  if (!gateway.data) return null;
  const { configured, mode } = gateway.data;
  return (
    <p
      role="status"
      data-testid="payment-gateway"
      className="mb-4 flex items-start gap-2 rounded-xl bg-sea-50 px-4 py-3 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {configured ? t(`gateway.${mode === 'production' ? 'production' : 'sandbox'}`) : t('gateway.off')}
    </p>
  );
}
