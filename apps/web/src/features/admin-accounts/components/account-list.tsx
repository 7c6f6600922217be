import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import {
  ASSIGNABLE_ROLES,
  can,
  canManageAccount,
  type AssignableRole,
  type StaffAccount,
  type StaffUser,
} from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { Badge, LoadState, PageHeader, Panel, table } from '../../../components/admin/index.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useUpdateAccount, type AccountChange } from '../api/update-account.ts';
import { ChangeOwnPasswordDialog, ResetPasswordDialog } from './password-dialogs.tsx';

type Pending = { kind: 'disable' | 'reset'; account: StaffAccount } | { kind: 'own' } | null;

function AccountRow({
  account,
  viewer,
  onAsk,
}: {
  account: StaffAccount;
  viewer: StaffUser;
  onAsk: (pending: Pending) => void;
}) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const update = useUpdateAccount();
  const manageable = canManageAccount(viewer, account);
  const apply = (change: AccountChange, done: string) =>
    update.mutate(change, {
      onSuccess: () => toast.success(done),
      onError: (failure) => toast.error(t('accounts.actionFailed'), { description: message(reasonOf(failure)) }),
    });

  return (
    <tr className={table.row}>
      <td className={table.td}>
        <span className="font-semibold text-sea-900 dark:text-white">{account.username}</span>
        {account.id === viewer.id ? (
          <span className="ms-2 text-xs text-slate-500 dark:text-slate-400">{t('accounts.you')}</span>
        ) : null}
      </td>
      <td className={table.td}>
        {manageable ? (
          <select
            aria-label={t('accounts.roleOf', { username: account.username })}
            value={account.role}
            disabled={update.isPending}
            onChange={(event) => {
              const role = event.target.value as AssignableRole;
              apply(
                { id: account.id, kind: 'role', role },
                t('accounts.roleDone', { username: account.username, role: t(`roles.${role}`) }),
              );
            }}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        ) : (
          <Badge tone={account.role === 'Owner' ? 'teal' : 'blue'}>{t(`roles.${account.role}`)}</Badge>
        )}
      </td>
      <td className={table.td}>
        <bdi>{formatDate(account.createdAt)}</bdi>
      </td>
      <td className={table.td}>
        <Badge tone={account.isActive ? 'green' : 'grey'}>
          {t(account.isActive ? 'accounts.active' : 'accounts.inactive')}
        </Badge>
      </td>
      <td className={cn(table.td, 'text-end')}>
        {manageable ? (
          <div className="flex justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() =>
                account.isActive
                  ? onAsk({ kind: 'disable', account })
                  : apply(
                      { id: account.id, kind: 'status', isActive: true },
                      t('accounts.enableDone', { username: account.username }),
                    )
              }
            >
              {t(account.isActive ? 'accounts.disable' : 'accounts.enable')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onAsk({ kind: 'reset', account })}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {t('accounts.resetPassword')}
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}

function DisableDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const update = useUpdateAccount();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('accounts.disableTitle', { username: account.username })}
      description={t('accounts.disableText')}
    >
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          {t('accountCreate.cancel')}
        </Button>
        <Button
          variant="danger"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: account.id, kind: 'status', isActive: false },
              {
                onSuccess: () => {
                  toast.success(t('accounts.disableDone', { username: account.username }));
                  onClose();
                },
                onError: (failure) =>
                  toast.error(t('accounts.actionFailed'), { description: message(reasonOf(failure)) }),
              },
            )
          }
        >
          {t('accounts.disable')}
        </Button>
      </div>
    </Dialog>
  );
}

/** /app/akun: the staff accounts (Owner and Admin manage them) and one's own password for everyone. */
export function AccountListScreen({ viewer }: { viewer: StaffUser }) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState<Pending>(null);
  const mayRead = can(viewer.role, 'accounts.read');
  const accounts = useAccounts(mayRead);
  const close = () => setPending(null);

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        description={t(mayRead ? 'accounts.description' : 'accounts.descriptionOwn')}
        actions={
          <>
            <Button variant="outline" onClick={() => setPending({ kind: 'own' })}>
              <KeyRound className="h-4 w-4" aria-hidden />
              {t('accounts.changeOwn')}
            </Button>
            {can(viewer.role, 'accounts.manage') ? (
              <Link to="/app/akun/create" className={buttonClass('primary')}>
                <UserPlus className="h-4 w-4" aria-hidden />
                {t('accounts.add')}
              </Link>
            ) : null}
          </>
        }
      />
      {mayRead ? (
        <Panel>
          <LoadState
            isPending={accounts.isPending}
            isError={accounts.isError}
            isEmpty={accounts.data?.length === 0}
            onRetry={() => void accounts.refetch()}
            emptyText={t('accounts.empty')}
          >
            <div className={table.wrap}>
              <table className={table.table}>
                <thead className={table.head}>
                  <tr>
                    <th className={table.th}>{t('accounts.username')}</th>
                    <th className={table.th}>{t('accounts.role')}</th>
                    <th className={table.th}>{t('accounts.created')}</th>
                    <th className={table.th}>{t('accounts.status')}</th>
                    <th className={cn(table.th, 'text-end')}>
                      <span className="sr-only">{t('accounts.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {accounts.data?.map((account) => (
                    <AccountRow key={account.id} account={account} viewer={viewer} onAsk={setPending} />
                  ))}
                </tbody>
              </table>
            </div>
          </LoadState>
        </Panel>
      ) : (
        <Panel className="max-w-md p-6">
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('accounts.signedInAs')}</p>
          <p className="mt-1 text-lg font-bold text-sea-900 dark:text-white">{viewer.username}</p>
          <Badge tone="blue">{t(`roles.${viewer.role}`)}</Badge>
        </Panel>
      )}
      {pending?.kind === 'disable' ? <DisableDialog account={pending.account} onClose={close} /> : null}
      {pending?.kind === 'reset' ? <ResetPasswordDialog account={pending.account} onClose={close} /> : null}
      {pending?.kind === 'own' ? <ChangeOwnPasswordDialog onClose={close} /> : null}
    </>
  );
}
