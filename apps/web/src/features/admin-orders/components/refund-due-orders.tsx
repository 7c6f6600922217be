import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Panel } from '../../../components/admin/index.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { useOrders } from '../api/get-orders.ts';

/** Enough to act on from the dashboard; the link opens the whole list. */
const SHOWN = 5;
const REFUND_DUE_LIST = '/app/orders?status=Cancelled&payment=Paid';

/**
 * The dashboard's "refund due" (issue 23): paid orders staff cancelled, whose money must go back until
 * staff record the refund on the order page. Nothing shows while there is none.
 */
export function RefundDueOrders() {
  const { t } = useTranslation('orders-admin');
  const refundDue = useOrders({ status: 'Cancelled', paymentStatus: 'Paid', sort: 'oldest', page: 1, pageSize: SHOWN });
  const page = refundDue.data;
  if (!page || page.totalCount === 0) return null;
  return (
    <Panel
      title={t('refundDue.title', { count: page.totalCount })}
      className="mt-6"
      actions={
        <Link to={REFUND_DUE_LIST} className="text-sm font-semibold text-teal-600 hover:underline dark:text-teal-400">
          {t('refundDue.all')}
        </Link>
      }
    >
      <p className="px-5 pt-3 text-sm text-slate-600 dark:text-slate-300">{t('refundDue.description')}</p>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="refund-due">
        {page.data.map((order) => (
          <li key={order.orderId} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
            <Link
              to={`/app/orders/${order.orderId}`}
              className="font-semibold text-sea-800 hover:underline dark:text-sea-200"
            >
              {order.orderNumber}
            </Link>
            <Badge tone="red">{formatRupiah(order.total)}</Badge>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
