import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import { z } from 'zod';
import {
  OwnPasswordChangeSchema,
  PasswordResetSchema,
  type OwnPasswordChange,
  type StaffAccount,
} from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { PasswordField } from '../../../components/admin/index.ts';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { useChangeOwnPassword } from '../api/change-own-password.ts';
import { useUpdateAccount } from '../api/update-account.ts';

function DialogButtons({ onCancel, busy, label }: { onCancel: () => void; busy: boolean; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button variant="outline" onClick={onCancel}>
        {t('accountCreate.cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t('accountCreate.saving') : label}
      </Button>
    </div>
  );
}

/** An Owner or Admin sets a new password for someone; that account is signed out everywhere. */
export function ResetPasswordDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const update = useUpdateAccount();
  const { register, handleSubmit, formState } = useForm<z.infer<typeof PasswordResetSchema>>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { password: '' },
  });
  const error = message(formState.errors.password?.message);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('accounts.resetTitle', { username: account.username })}
      description={t('accounts.resetText')}
    >
      <form
        noValidate
        className="space-y-4 text-start"
        onSubmit={handleSubmit(({ password }) =>
          update.mutate(
            { id: account.id, kind: 'password', password },
            {
              onSuccess: () => {
                toast.success(t('accounts.resetDone', { username: account.username }));
                onClose();
              },
              onError: (failure) =>
                toast.error(t('accounts.actionFailed'), { description: message(reasonOf(failure)) }),
            },
          ),
        )}
      >
        <PasswordField
          id="reset-password"
          label={t('accounts.newPassword')}
          error={error}
          autoComplete="new-password"
          {...register('password')}
        />
        <DialogButtons onCancel={onClose} busy={update.isPending} label={t('accounts.resetPassword')} />
      </form>
    </Dialog>
  );
}

/** Anyone signed in changes their own password (other sessions end; this device stays signed in). */
export function ChangeOwnPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const change = useChangeOwnPassword();
  const { register, handleSubmit, formState, setError } = useForm<OwnPasswordChange>({
    resolver: zodResolver(OwnPasswordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const currentError = message(formState.errors.currentPassword?.message);
  const newError = message(formState.errors.newPassword?.message);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('accounts.changeOwnTitle')}
      description={t('accounts.changeOwnText')}
    >
      <form
        noValidate
        className="space-y-4 text-start"
        onSubmit={handleSubmit((values) =>
          change.mutate(values, {
            onSuccess: () => {
              toast.success(t('accounts.changeOwnDone'));
              onClose();
            },
            onError: (failure) => {
              const reason = failure instanceof ApiRequestError ? failure.fields.currentPassword : undefined;
              if (reason) setError('currentPassword', { message: reason });
              else toast.error(t('accounts.actionFailed'), { description: message(reasonOf(failure)) });
            },
          }),
        )}
      >
        <PasswordField
          id="own-current-password"
          label={t('accounts.currentPassword')}
          error={currentError}
          autoComplete="current-password"
          {...register('currentPassword')}
        />
        <PasswordField
          id="own-new-password"
          label={t('accounts.newPassword')}
          error={newError}
          autoComplete="new-password"
          {...register('newPassword')}
        />
        <DialogButtons onCancel={onClose} busy={change.isPending} label={t('accounts.changeOwn')} />
      </form>
    </Dialog>
  );
}
