import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderFilter } from '@crabclaw/shared';
import { Badge, Panel } from '../../../components/admin/index.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { useOrders } from '../api/get-orders.ts';

/** Enough to act on from the dashboard; the link opens the whole list. */
const SHOWN = 5;

/** A dashboard panel of the orders waiting for staff to act, oldest first; nothing shows while there is none. */
interface OrdersToActOnProps {
  filter: AdminOrderFilter;
  /** The order list with the same filter. */
  list: string;
  /** The orders-admin texts: title, description, all. */
  words: 'refundDue' | 'toVerify';
  testId: string;
}

function OrdersToActOn({ filter, list, words, testId }: OrdersToActOnProps) {
  const { t } = useTranslation('orders-admin');
  const waiting = useOrders({ ...filter, sort: 'oldest', page: 1, pageSize: SHOWN });
  const page = waiting.data;
  if (!page || page.totalCount === 0) return null;
  return (
    <Panel
      title={t(`${words}.title`, { count: page.totalCount })}
      className="mt-6"
      actions={
        <Link to={list} className="text-sm font-semibold text-teal-600 hover:underline dark:text-teal-400">
          {t(`${words}.all`)}
        </Link>
      }
    >
      <p className="px-5 pt-3 text-sm text-slate-600 dark:text-slate-300">{t(`${words}.description`)}</p>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid={testId}>
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

/**
 * The dashboard's "refund due" (issue 23): paid orders staff cancelled, whose money must go back until
 * staff record the refund on the order page.
 */
export function RefundDueOrders() {
  return (
    <OrdersToActOn
      filter={{ status: 'Cancelled', paymentStatus: 'Paid' }}
      list="/app/orders?status=Cancelled&payment=Paid"
      words="refundDue"
      testId="refund-due"
    />
  );
}

/** The dashboard's "transfers to verify" (decision 042): orders whose transfer receipt waits for staff. */
export function TransfersToVerify() {
  return (
    <OrdersToActOn
      filter={{ toVerify: true }}
      list="/app/orders?verify=true"
      words="toVerify"
      testId="transfers-to-verify"
    />
  );
}
