import { ArchiveRestore, CreditCard, Eye, FileDown, ListChecks, MoreHorizontal, Printer, Trash2 } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import type { AdminOrderRow } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu.tsx';
import { useDownloadInvoice } from '../api/get-invoice.ts';
import { useRestoreOrder } from '../api/restore-order.ts';
import { paymentChoices, statusChoices, type OrderPermissions } from '../order-permissions.ts';
import { ArchiveOrderDialog } from './archive-order-dialog.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { StatusChangeDialog, type StatusChange } from './status-change-dialog.tsx';
import { INVOICE_TOAST_MS, ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

export type OrderActionTarget = Pick<
  AdminOrderRow,
  'orderId' | 'orderNumber' | 'status' | 'paymentStatus' | 'archived'
>;

type Pending = StatusChange | { kind: 'cancel' } | { kind: 'archive' } | null;

/**
 * 'page': labelled buttons on the order page; 'row': one labelled "Actions" menu per order in the list, so a
 * phone-width card carries one button instead of a row of unlabelled icons (issue 23).
 */
type Layout = 'row' | 'page';

// A menu's trigger too: React 19 hands Radix's ref to it as a prop, and the spread passes it on to the button.
function ActionButton({ icon, label, ...props }: ComponentProps<typeof Button> & { icon: ReactNode; label: string }) {
  return (
    <Button variant="outline" size="sm" {...props}>
      {icon}
      {label}
    </Button>
  );
}

type Choose = (pending: Exclude<Pending, null>) => void;

/** The next steps of the status, cancelling, then the corrections under their heading: menu items. */
function StatusItems({ choices, choose }: { choices: ReturnType<typeof statusChoices>; choose: Choose }) {
  const { t } = useTranslation('orders-admin');
  const orderWord = useOrderWord();
  return (
    <>
      {choices.next.map((to) => (
        <DropdownMenuItem key={to} onSelect={() => choose({ kind: 'status', to })}>
          {orderWord('status', to)}
        </DropdownMenuItem>
      ))}
      {choices.cancel ? (
        <DropdownMenuItem danger onSelect={() => choose({ kind: 'cancel' })}>
          {t('actions.cancelOrder')}
        </DropdownMenuItem>
      ) : null}
      {choices.corrections.length ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t('actions.corrections')}</DropdownMenuLabel>
          {choices.corrections.map((to) => (
            <DropdownMenuItem key={to} onSelect={() => choose({ kind: 'status', to })}>
              {orderWord('status', to)}
            </DropdownMenuItem>
          ))}
        </>
      ) : null}
    </>
  );
}

/** The next payment statuses, then the corrections under their heading: menu items. */
function PaymentItems({ choices, choose }: { choices: ReturnType<typeof paymentChoices>; choose: Choose }) {
  const { t } = useTranslation('orders-admin');
  const orderWord = useOrderWord();
  return (
    <>
      {choices.next.map((to) => (
        <DropdownMenuItem key={to} onSelect={() => choose({ kind: 'payment', to })}>
          {orderWord('paymentStatus', to)}
        </DropdownMenuItem>
      ))}
      {choices.corrections.length ? (
        <>
          {choices.next.length ? <DropdownMenuSeparator /> : null}
          <DropdownMenuLabel>{t('actions.corrections')}</DropdownMenuLabel>
          {choices.corrections.map((to) => (
            <DropdownMenuItem key={to} onSelect={() => choose({ kind: 'payment', to })}>
              {orderWord('paymentStatus', to)}
            </DropdownMenuItem>
          ))}
        </>
      ) : null}
    </>
  );
}

/** Spec section 2's actions, offering only the steps the shared order rules and the role allow. */
export function OrderActions({
  order,
  permissions,
  layout,
}: {
  order: OrderActionTarget;
  permissions: OrderPermissions;
  layout: Layout;
}) {
  const { t } = useTranslation('orders-admin');
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const invoice = useDownloadInvoice();
  const restore = useRestoreOrder();
  const status = statusChoices(order.status, permissions);
  const payment = paymentChoices(order.paymentStatus, order.status, permissions);
  const icon = 'h-4 w-4';
  const live = !order.archived;
  const canPay = live && payment.next.length + payment.corrections.length > 0;
  const canStep = live && (status.next.length + status.corrections.length > 0 || status.cancel);
  const canArchive = live && permissions.correct;
  const canRestore = order.archived && permissions.correct;

  const downloadInvoice = () =>
    invoice.mutate(order, {
      onSuccess: () =>
        toast.success(t('toast.success'), { description: t('toast.invoiceDone'), duration: INVOICE_TOAST_MS }),
      onError: (failure) => toastFailure(t('toast.error'), t('toast.invoiceFailed'), failure),
    });
  const restoreOrder = () =>
    // The promise, not mutate's callbacks: the restored row leaves the archive list before they would run.
    restore.mutateAsync(order.orderId).then(
      () => toast.success(t('toast.restored'), { description: t('toast.restoredText'), duration: ORDER_TOAST_MS }),
      (failure: Error) => toastFailure(t('toast.error'), t('toast.restoreFailed'), failure),
    );

  const dialogs = (
    <>
      {pending?.kind === 'status' || pending?.kind === 'payment' ? (
        <StatusChangeDialog order={order} change={pending} onClose={() => setPending(null)} />
      ) : null}
      {pending?.kind === 'cancel' ? <CancelOrderDialog order={order} onClose={() => setPending(null)} /> : null}
      {pending?.kind === 'archive' ? <ArchiveOrderDialog order={order} onClose={() => setPending(null)} /> : null}
    </>
  );

  if (layout === 'row') {
    return (
      <>
        <DropdownMenu
          align="end"
          trigger={
            // Named for the order, so a screen reader's list of buttons tells the rows apart.
            <Button variant="outline" size="sm" aria-label={t('actions.menuOf', { number: order.orderNumber })}>
              <MoreHorizontal className={icon} aria-hidden />
              {t('actions.menu')}
            </Button>
          }
        >
          <DropdownMenuItem onSelect={() => void navigate(`/app/orders/${order.orderId}`)}>
            <Eye className={icon} aria-hidden />
            {t('actions.viewDetails')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={downloadInvoice} disabled={invoice.isPending}>
            <FileDown className={icon} aria-hidden />
            {t('actions.downloadInvoice')}
          </DropdownMenuItem>
          {canStep ? (
            <DropdownMenuGroup label={t('actions.updateStatus')}>
              <StatusItems choices={status} choose={setPending} />
            </DropdownMenuGroup>
          ) : null}
          {canPay ? (
            <DropdownMenuGroup label={t('actions.updatePayment')}>
              <PaymentItems choices={payment} choose={setPending} />
            </DropdownMenuGroup>
          ) : null}
          {canArchive || canRestore ? <DropdownMenuSeparator /> : null}
          {canArchive ? (
            <DropdownMenuItem danger onSelect={() => setPending({ kind: 'archive' })}>
              <Trash2 className={icon} aria-hidden />
              {t('actions.deleteOrder')}
            </DropdownMenuItem>
          ) : null}
          {canRestore ? (
            <DropdownMenuItem onSelect={() => void restoreOrder()} disabled={restore.isPending}>
              <ArchiveRestore className={icon} aria-hidden />
              {t('actions.restore')}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenu>
        {dialogs}
      </>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {canPay ? (
        <DropdownMenu
          trigger={
            <ActionButton icon={<CreditCard className={icon} aria-hidden />} label={t('actions.updatePayment')} />
          }
        >
          <PaymentItems choices={payment} choose={setPending} />
        </DropdownMenu>
      ) : null}
      {canStep ? (
        <DropdownMenu
          trigger={
            <ActionButton icon={<ListChecks className={icon} aria-hidden />} label={t('actions.updateStatus')} />
          }
        >
          <StatusItems choices={status} choose={setPending} />
        </DropdownMenu>
      ) : null}
      <Link to={`/app/orders/${order.orderId}/packing-slip`} className={buttonClass('outline', 'sm')}>
        <Printer className={icon} aria-hidden />
        {t('actions.packingSlip')}
      </Link>
      <ActionButton
        icon={<FileDown className={icon} aria-hidden />}
        label={t('actions.downloadInvoice')}
        disabled={invoice.isPending}
        onClick={downloadInvoice}
      />
      {canArchive ? (
        <ActionButton
          icon={<Trash2 className={icon} aria-hidden />}
          label={t('actions.delete')}
          className="text-red-700 dark:text-red-300"
          onClick={() => setPending({ kind: 'archive' })}
        />
      ) : null}
      {canRestore ? (
        <ActionButton
          icon={<ArchiveRestore className={icon} aria-hidden />}
          label={t('actions.restore')}
          disabled={restore.isPending}
          onClick={() => void restoreOrder()}
        />
      ) : null}
      {dialogs}
    </div>
  );
}
