import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelOrderSchema } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { useMessage } from '../../../lib/messages.ts';
import { ReasonField } from './reason-field.tsx';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

export interface ReasonDialogProps {
  fieldId: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** The toast once `send` succeeded, and the failure toast's text. */
  done: { title: string; description?: string };
  failed: string;
  pending: boolean;
  /** Sends the checked reason (the rule of a cancellation's reason: CancelOrderSchema). */
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A step staff take only with a reason someone will read: cancelling an order, refusing a transfer receipt. */
export function ReasonDialog({
  fieldId,
  title,
  description,
  confirmLabel,
  done,
  failed,
  pending,
  send,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('orders-admin');
  const message = useMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CancelOrderSchema.safeParse({ reason });
    if (!parsed.success) return setError(message(parsed.error.issues[0]?.message));
    // The promise, not mutate's callbacks: those are skipped once the row has left a filtered list.
    send(parsed.data.reason).then(
      () => {
        toast.success(done.title, { description: done.description, duration: ORDER_TOAST_MS });
        onClose();
      },
      (failure: Error) => toastFailure(t('toast.error'), failed, failure),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form noValidate onSubmit={submit} className="space-y-4 text-start">
        <ReasonField
          id={fieldId}
          value={reason}
          error={error}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
        />
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" variant="danger" className="flex-1" disabled={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
