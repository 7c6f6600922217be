import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@crabclaw/shared';

/**
 * The customer's name and contact, or a neutral 'Hidden' for roles that do not see personal data
 * (the server sends null to Manager and User; docs/personal-data.md).
 */
export function OrderCustomer({ order }: { order: AdminOrderRow }) {
  const { t } = useTranslation('admin');
  if (order.customerName === null) {
    return (
      <p className="text-slate-500 dark:text-slate-400" title={t('orders.customerHiddenNote')}>
        {t('orders.customerHidden')}
      </p>
    );
  }
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-800 dark:text-slate-100">{order.customerName}</p>
      <p className="break-all text-xs text-slate-500 dark:text-slate-400">{order.customerEmail ?? '—'}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{order.customerPhone ?? '—'}</p>
    </div>
  );
}
