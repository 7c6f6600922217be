import { CheckCheck, ChevronDown, Mail, Phone, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import type { AdminContactMessage } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { messageNow, reasonOf } from '../../../lib/messages.ts';
import { Badge } from '../../../components/admin/index.ts';
import { useMarkContactMessageRead } from '../api/mark-contact-message-read.ts';
import { useSetContactMessageHandled } from '../api/set-contact-message-handled.ts';

export interface ContactMessageItemProps {
  message: AdminContactMessage;
  expanded: boolean;
  onToggle: () => void;
}

/** One message: a summary line that opens to the whole text, the sender's contact and the actions. */
export function ContactMessageItem({ message, expanded, onToggle }: ContactMessageItemProps) {
  const { t } = useTranslation('messages');
  const markRead = useMarkContactMessageRead();
  const setHandled = useSetContactMessageHandled();
  const unread = message.readAt === null;
  const handled = message.handledAt !== null;
  const bodyId = `contact-message-${message.id}`;
  // The storefront's own words for the subjects it offers.
  const subject = t(`content:contact.form.subjects.${message.subject}`);

  const open = () => {
    onToggle();
    if (!expanded && unread) {
      markRead.mutate(message.id, {
        onError: (failure) => toast.error(t('readFailed'), { description: messageNow(reasonOf(failure)) }),
      });
    }
  };
  const toggleHandled = () =>
    setHandled.mutate(
      { id: message.id, handled: !handled },
      {
        onSuccess: () => toast.success(t(handled ? 'reopenDone' : 'handledDone', { name: message.senderName })),
        onError: (failure) => toast.error(t('actionFailed'), { description: messageNow(reasonOf(failure)) }),
      },
    );

  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={open}
        className="flex w-full items-start gap-3 px-5 py-4 text-start hover:bg-sea-50 dark:hover:bg-white/5"
      >
        <span
          aria-hidden
          className={cn('mt-2 h-2.5 w-2.5 shrink-0 rounded-full', unread ? 'bg-coral-500' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className={cn('text-sea-900 dark:text-white', unread ? 'font-extrabold' : 'font-medium')}>
              {message.senderName}
              {unread ? <span className="sr-only"> ({t('unread')})</span> : null}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <bdi>{formatDate(message.receivedAt, 'dateTime')}</bdi>
            </span>
          </span>
          <span className="mt-0.5 block truncate text-sm text-slate-600 dark:text-slate-300">
            <span className={cn(unread && 'font-semibold')}>{subject}</span>
            {/* The preview gives way to the whole text below once the message is open: said once, not twice. */}
            {expanded ? null : <> · {message.message}</>}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <Badge tone={handled ? 'green' : 'yellow'}>{t(handled ? 'handled' : 'open')}</Badge>
          <ChevronDown
            className={cn('h-4 w-4 text-slate-400 transition-transform', expanded && 'rotate-180')}
            aria-hidden
          />
        </span>
      </button>
      {expanded ? (
        <div id={bodyId} className="space-y-4 px-5 pb-5 ps-10">
          <p className="whitespace-pre-line break-words text-sm text-slate-800 dark:text-slate-100">
            {message.message}
          </p>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500 dark:text-slate-400">{t('email')}</dt>
            <dd>
              <a className="text-teal-700 underline dark:text-teal-300" href={`mailto:${message.senderEmail}`}>
                {message.senderEmail}
              </a>
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">{t('phone')}</dt>
            <dd>
              {message.senderPhone ? (
                <a className="text-teal-700 underline dark:text-teal-300" href={`tel:${message.senderPhone}`}>
                  {message.senderPhone}
                </a>
              ) : (
                t('noPhone')
              )}
            </dd>
            {message.handledAt ? (
              <>
                <dt className="text-slate-500 dark:text-slate-400">{t('handledAt')}</dt>
                <dd>
                  <bdi>{formatDate(message.handledAt, 'dateTime')}</bdi>
                </dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-2">
            <a
              className={buttonClass('outline', 'sm')}
              href={`mailto:${message.senderEmail}?subject=${encodeURIComponent(t('replySubject', { subject }))}`}
            >
              <Mail className="h-4 w-4" aria-hidden />
              {t('reply')}
            </a>
            {message.senderPhone ? (
              <a className={buttonClass('outline', 'sm')} href={`tel:${message.senderPhone}`}>
                <Phone className="h-4 w-4" aria-hidden />
                {t('call')}
              </a>
            ) : null}
            <Button
              variant={handled ? 'outline' : 'teal'}
              size="sm"
              disabled={setHandled.isPending}
              onClick={toggleHandled}
            >
              {handled ? <RotateCcw className="h-4 w-4" aria-hidden /> : <CheckCheck className="h-4 w-4" aria-hidden />}
              {t(handled ? 'reopen' : 'markHandled')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
