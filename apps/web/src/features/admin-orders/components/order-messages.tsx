import { MessageCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderMessage, OrderMessageStatus, WhatsAppShortcut } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useOrderMessages } from '../api/get-order-messages.ts';
import { useResendOrderMessage } from '../api/resend-order-message.ts';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

const STATUS_CLASS: Record<OrderMessageStatus, string> = {
  queued: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  sent: 'bg-teal-100 text-teal-900 dark:bg-teal-900/40 dark:text-teal-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

function MessageRow({
  orderId,
  message,
  mailConfigured,
}: {
  orderId: number;
  message: OrderMessage;
  mailConfigured: boolean;
}) {
  const { t } = useTranslation('orders-admin');
  const resend = useResendOrderMessage();
  // Without a mail server a queued message is not late, it is not going anywhere: say so (decision 031).
  const status = message.status === 'queued' && !mailConfigured ? 'notSent' : message.status;
  const when = message.sentAt ?? message.queuedAt;
  return (
    <li className="px-5 py-3 text-sm" data-testid="order-message">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-800 dark:text-slate-100">{t(`messages.kinds.${message.kind}`)}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[message.status]}`}>
          {t(`messages.statuses.${status}`)}
        </span>
      </div>
      <p className="break-all text-xs text-slate-500 dark:text-slate-400">
        {t('messages.to', { recipient: message.recipient })} · <bdi>{formatDate(when, 'dateTime')}</bdi>
        {message.attempts > 1 ? ` · ${t('messages.attempts', { count: message.attempts })}` : null}
      </p>
      {message.lastError ? (
        <p className="mt-1 break-words text-xs text-red-700 dark:text-red-300">
          {t('messages.error', { error: message.lastError })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(
              { orderId, messageId: message.id },
              {
                onSuccess: () =>
                  toast.success(t('toast.success'), {
                    description: t('messages.queuedAgain'),
                    duration: ORDER_TOAST_MS,
                  }),
                onError: (error) => toastFailure(t('toast.error'), t('messages.resendFailed'), error),
              },
            )
          }
        >
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('messages.resend')}
        </Button>
        {message.whatsAppLink ? (
          <a
            href={message.whatsAppLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline', 'sm')}
          >
            <MessageCircle className="h-4 w-4" aria-hidden />
            {t('messages.whatsApp')}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** Drafts to the customer's WhatsApp the server wrote from the shop's messages, in the order's language. */
function WhatsAppShortcuts({ shortcuts }: { shortcuts: WhatsAppShortcut[] }) {
  const { t } = useTranslation('orders-admin');
  if (shortcuts.length === 0) return null;
  return (
    <div className="border-b border-slate-100 px-5 py-3 dark:border-slate-800" data-testid="whatsapp-shortcuts">
      <p className="mb-2 text-xs font-semibold text-slate-600 dark:text-slate-300">{t('messages.shortcuts.title')}</p>
      <div className="flex flex-wrap gap-2">
        {shortcuts.map((shortcut) => (
          <a
            key={shortcut.kind}
            href={shortcut.link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline', 'sm')}
          >
            <MessageCircle className="h-4 w-4" aria-hidden />
            {t(`messages.shortcuts.${shortcut.kind}`)}
          </a>
        ))}
      </div>
    </div>
  );
}

/** The order's e-mails: what, to whom, queued/sent/failed, when, why not; send again or by WhatsApp. */
export function OrderMessages({ orderId, orderUpdatedAt }: { orderId: number; orderUpdatedAt: string }) {
  const { t } = useTranslation('orders-admin');
  const query = useOrderMessages(orderId, orderUpdatedAt);
  if (!query.data) {
    return (
      <p className="px-5 py-4 text-sm text-slate-500" role={query.isError ? 'alert' : undefined}>
        {query.isError ? t('messages.loadFailed') : t('detail.loading')}
      </p>
    );
  }
  const { mailConfigured, messages, shortcuts } = query.data;
  return (
    <>
      <WhatsAppShortcuts shortcuts={shortcuts} />
      {mailConfigured ? null : (
        <p className="border-b border-slate-100 px-5 py-3 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
          {t('messages.notConfigured')}
        </p>
      )}
      {messages.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">{t('messages.none')}</p>
      ) : (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="order-messages">
          {messages.map((message) => (
            <MessageRow key={message.id} orderId={orderId} message={message} mailConfigured={mailConfigured} />
          ))}
        </ol>
      )}
    </>
  );
}
