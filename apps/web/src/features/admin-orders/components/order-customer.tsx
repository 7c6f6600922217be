import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { whatsAppNumber, type AdminOrderRow } from '@crabclaw/shared';

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

const LINK = 'font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900 dark:text-teal-300';

/** The customer's e-mail as a link that opens the staff member's mail app. */
export function EmailLink({ address }: { address: string }) {
  const { t } = useTranslation('orders-admin');
  return (
    <a href={`mailto:${address}`} className={LINK} title={t('detail.mail', { email: address })}>
      <EmailAddress address={address} />
    </a>
  );
}

/**
 * The customer's phone as a call link and a WhatsApp chat (issue 25), both in the international form a
 * phone and wa.me need (6281234567890; the shop's one rule for it, as the footer's WhatsApp link uses).
 * Only for roles the server sends the phone to; a number no phone could dial stays text.
 */
export function PhoneLinks({ phone, name }: { phone: string; name: string }) {
  const { t } = useTranslation('orders-admin');
  const number = whatsAppNumber(phone);
  if (!number) return <span>{phone}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={`tel:+${number}`} className={LINK} title={t('detail.call', { phone })}>
        {phone}
      </a>
      <a
        href={`https://wa.me/${number}`}
        target="_blank"
        rel="noopener noreferrer"
        title={t('detail.whatsAppTitle', { name })}
        className="inline-flex items-center gap-1 rounded-lg bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white hover:bg-emerald-800"
      >
        <MessageCircle className="h-3.5 w-3.5" aria-hidden />
        {t('detail.whatsApp')}
      </a>
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
