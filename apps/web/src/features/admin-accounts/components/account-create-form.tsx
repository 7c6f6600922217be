import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ASSIGNABLE_ROLES, AccountCreateSchema, can, type AccountCreate, type StaffUser } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { FormField, inputClass, PageHeader, Panel, PasswordField, TextField } from '../../../components/admin/index.ts';
import { fieldAria, useMessage } from '../../../lib/messages.ts';
import { useCreateAccount } from '../api/create-account.ts';

type Outcome = { kind: 'success' } | { kind: 'failure'; reason?: string; retry: boolean } | null;

/**
 * /app/akun/create for roles that manage accounts; the others go to the account list, as a User typing
 * /app/product/create goes to the product list: the server would refuse their account anyway.
 */
export function AccountCreateScreen({ viewer, onDone }: { viewer: StaffUser; onDone: () => void }) {
  if (!can(viewer.role, 'accounts.manage')) return <Navigate to="/app/akun" replace />;
  return <AccountCreateForm onDone={onDone} />;
}

/**
 * Whether trying again may help: not when the server refused the role (403), which the same request
 * meets again; the reason then says why.
 */
export function mayRetry(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status === 403);
}

/** 'Tambah Akun Baru' (back-office.md sections 2, 5 and 8). `onDone` is where cancel and success lead. */
export function AccountCreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const create = useCreateAccount();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState, getFieldState, setError } = useForm<AccountCreate>({
    resolver: zodResolver(AccountCreateSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', role: '' as AccountCreate['role'] },
  });
  const errorOf = (field: keyof AccountCreate) => {
    const state = getFieldState(field, formState);
    return state.isTouched || formState.isSubmitted ? message(state.error?.message) : undefined;
  };

  const save = (values: AccountCreate) =>
    create.mutate(values, {
      onSuccess: () => setOutcome({ kind: 'success' }),
      onError: (error) => {
        const fieldReason = error instanceof ApiRequestError ? error.fields.username : undefined;
        if (fieldReason) setError('username', { message: fieldReason });
        const reason = error instanceof ApiRequestError ? message(fieldReason ?? error.reason) : undefined;
        setOutcome({ kind: 'failure', reason, retry: mayRetry(error) });
      },
    });

  return (
    <>
      <PageHeader title={t('accountCreate.title')} description={t('accountCreate.description')} />
      <Panel className="max-w-xl">
        <form
          noValidate
          className="space-y-5 p-6"
          onSubmit={handleSubmit(save)}
          onKeyDown={(event) => {
            // The submit button is disabled while invalid, so the browser ignores Enter; the spec's invalid
            // submit still happens here, and validating every field shows all their messages.
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !formState.isValid) {
              event.preventDefault();
              void handleSubmit(save)();
            }
          }}
        >
          <TextField
            id="account-username"
            label={t('accountCreate.username')}
            error={errorOf('username')}
            autoComplete="off"
            {...register('username')}
          />
          <PasswordField
            id="account-password"
            label={t('accountCreate.password')}
            error={errorOf('password')}
            autoComplete="new-password"
            {...register('password')}
          />
          <FormField id="account-role" label={t('accountCreate.role')} error={errorOf('role')}>
            <select
              id="account-role"
              className={inputClass}
              {...fieldAria('account-role', errorOf('role'))}
              {...register('role')}
            >
              <option value="">{t('accountCreate.rolePlaceholder')}</option>
              {ASSIGNABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="outline" onClick={onDone}>
              {t('accountCreate.cancel')}
            </Button>
            <Button type="submit" disabled={!formState.isValid || create.isPending}>
              <UserPlus className="h-4 w-4" aria-hidden />
              {create.isPending ? t('accountCreate.saving') : t('accountCreate.save')}
            </Button>
          </div>
        </form>
      </Panel>

      <Dialog
        open={outcome?.kind === 'success'}
        onOpenChange={(open) => !open && onDone()}
        icon={<CircleCheck className="h-12 w-12 text-teal-500" aria-hidden />}
        title={t('accountCreate.successTitle')}
        description={t('accountCreate.successText')}
      >
        <Button className="w-full" onClick={onDone}>
          {t('accountCreate.ok')}
        </Button>
      </Dialog>
      <Dialog
        open={outcome?.kind === 'failure'}
        onOpenChange={(open) => !open && setOutcome(null)}
        icon={<CircleX className="h-12 w-12 text-red-500" aria-hidden />}
        title={t('accountCreate.failureTitle')}
        description={
          <>
            {t(
              outcome?.kind === 'failure' && !outcome.retry ? 'accountCreate.refusedText' : 'accountCreate.failureText',
            )}
            {outcome?.kind === 'failure' && outcome.reason ? (
              <span className="mt-2 block font-semibold">{outcome.reason}</span>
            ) : null}
          </>
        }
      >
        <Button variant="outline" className="w-full" onClick={() => setOutcome(null)}>
          {t('accountCreate.ok')}
        </Button>
      </Dialog>
    </>
  );
}
