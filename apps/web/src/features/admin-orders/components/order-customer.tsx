import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@crabclaw/shared';

/**
 * An e-mail address that wraps only after its '@' or before a '.' ('andi@' / 'example.com'), never
 * mid-word as 'andi@example.co' / 'm' did: a part longer than the whole column still breaks (break-words).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

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
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {order.customerEmail === null ? '—' : <EmailAddress address={order.customerEmail} />}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{order.customerPhone ?? '—'}</p>
    </div>
  );
}
