import { ArchiveRestore, CreditCard, Eye, FileDown, ListChecks, Printer, Trash2 } from 'lucide-react';
import { forwardRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import type { AdminOrderRow } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDownloadInvoice } from '../api/get-invoice.ts';
import { useRestoreOrder } from '../api/restore-order.ts';
import { paymentChoices, statusChoices, type OrderPermissions } from '../order-permissions.ts';
import { ArchiveOrderDialog } from './archive-order-dialog.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { StatusChangeDialog, type StatusChange } from './status-change-dialog.tsx';
import { INVOICE_TOAST_MS, ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

export type OrderActionTarget = Pick<
  AdminOrderRow,
  'orderId' | 'orderNumber' | 'status' | 'paymentStatus' | 'archived'
>;

type Pending = StatusChange | { kind: 'cancel' } | { kind: 'archive' } | null;

/** 'page': labelled buttons on the order page; 'row': the list's compact buttons, named for screen readers. */
type Layout = 'row' | 'page';

const ActionButton = forwardRef<
  HTMLButtonElement,
  ComponentProps<typeof Button> & { icon: ReactNode; label: string; layout: Layout }
>(function ActionButton({ icon, label, layout, className, ...props }, ref) {
  return (
    <Button
      ref={ref}
      variant="outline"
      size="sm"
      title={layout === 'row' ? label : undefined}
      className={cn(layout === 'row' && 'px-2', className)}
      {...props}
    >
      {icon}
      <span className={cn(layout === 'row' && 'sr-only')}>{label}</span>
    </Button>
  );
});

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
  const [pending, setPending] = useState<Pending>(null);
  const invoice = useDownloadInvoice();
  const restore = useRestoreOrder();
  const status = statusChoices(order.status, permissions);
  const payment = paymentChoices(order.paymentStatus, order.status, permissions);
  const icon = 'h-4 w-4';
  const label = (key: string) => t(`actions.${key}`, { number: order.orderNumber });
  const live = !order.archived;

  return (
    <div className={cn('flex flex-wrap gap-1.5', layout === 'page' && 'gap-2')}>
      {live && payment.next.length + payment.corrections.length > 0 ? (
        <DropdownMenu
          trigger={
            <ActionButton
              layout={layout}
              icon={<CreditCard className={icon} aria-hidden />}
              label={label(layout === 'row' ? 'updatePaymentOf' : 'updatePayment')}
            />
          }
        >
          {payment.next.map((to) => (
            <DropdownMenuItem key={to} onSelect={() => setPending({ kind: 'payment', to })}>
              {t(`admin:orders.paymentStatuses.${to}`)}
            </DropdownMenuItem>
          ))}
          {payment.corrections.length ? (
            <>
              {payment.next.length ? <DropdownMenuSeparator /> : null}
              <DropdownMenuLabel>{t('actions.corrections')}</DropdownMenuLabel>
              {payment.corrections.map((to) => (
                <DropdownMenuItem key={to} onSelect={() => setPending({ kind: 'payment', to })}>
                  {t(`admin:orders.paymentStatuses.${to}`)}
                </DropdownMenuItem>
              ))}
            </>
          ) : null}
        </DropdownMenu>
      ) : null}
      {live && (status.next.length + status.corrections.length > 0 || status.cancel) ? (
        <DropdownMenu
          trigger={
            <ActionButton
              layout={layout}
              icon={<ListChecks className={icon} aria-hidden />}
              label={label(layout === 'row' ? 'updateStatusOf' : 'updateStatus')}
            />
          }
        >
          {status.next.map((to) => (
            <DropdownMenuItem key={to} onSelect={() => setPending({ kind: 'status', to })}>
              {t(`admin:orders.statuses.${to}`)}
            </DropdownMenuItem>
          ))}
          {status.cancel ? (
            <DropdownMenuItem danger onSelect={() => setPending({ kind: 'cancel' })}>
              {t('actions.cancelOrder')}
            </DropdownMenuItem>
          ) : null}
          {status.corrections.length ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>{t('actions.corrections')}</DropdownMenuLabel>
              {status.corrections.map((to) => (
                <DropdownMenuItem key={to} onSelect={() => setPending({ kind: 'status', to })}>
                  {t(`admin:orders.statuses.${to}`)}
                </DropdownMenuItem>
              ))}
            </>
          ) : null}
        </DropdownMenu>
      ) : null}
      {layout === 'row' ? (
        <Link
          to={`/app/orders/${order.orderId}`}
          className={cn(buttonClass('outline', 'sm'), 'px-2')}
          title={label('viewDetailsOf')}
        >
          <Eye className={icon} aria-hidden />
          <span className="sr-only">{label('viewDetailsOf')}</span>
        </Link>
      ) : (
        <Link to={`/app/orders/${order.orderId}/packing-slip`} className={buttonClass('outline', 'sm')}>
          <Printer className={icon} aria-hidden />
          {t('actions.packingSlip')}
        </Link>
      )}
      <ActionButton
        layout={layout}
        icon={<FileDown className={icon} aria-hidden />}
        label={label(layout === 'row' ? 'downloadInvoiceOf' : 'downloadInvoice')}
        disabled={invoice.isPending}
        onClick={() =>
          invoice.mutate(order, {
            onSuccess: () =>
              toast.success(t('toast.success'), { description: t('toast.invoiceDone'), duration: INVOICE_TOAST_MS }),
            onError: (failure) => toastFailure(t('toast.error'), t('toast.invoiceFailed'), failure),
          })
        }
      />
      {live && permissions.correct ? (
        <ActionButton
          layout={layout}
          icon={<Trash2 className={icon} aria-hidden />}
          label={label(layout === 'row' ? 'deleteOf' : 'delete')}
          className="text-red-700 dark:text-red-300"
          onClick={() => setPending({ kind: 'archive' })}
        />
      ) : null}
      {order.archived && permissions.correct ? (
        <ActionButton
          layout={layout}
          icon={<ArchiveRestore className={icon} aria-hidden />}
          label={label(layout === 'row' ? 'restoreOf' : 'restore')}
          disabled={restore.isPending}
          onClick={() =>
            // The promise, not mutate's callbacks: the restored row leaves the archive list before they would run.
            restore.mutateAsync(order.orderId).then(
              () =>
                toast.success(t('toast.restored'), {
                  description: t('toast.restoredText'),
                  duration: ORDER_TOAST_MS,
                }),
              (failure: Error) => toastFailure(t('toast.error'), t('toast.restoreFailed'), failure),
            )
          }
        />
      ) : null}

      {pending?.kind === 'status' || pending?.kind === 'payment' ? (
        <StatusChangeDialog order={order} change={pending} onClose={() => setPending(null)} />
      ) : null}
      {pending?.kind === 'cancel' ? <CancelOrderDialog order={order} onClose={() => setPending(null)} /> : null}
      {pending?.kind === 'archive' ? <ArchiveOrderDialog order={order} onClose={() => setPending(null)} /> : null}
    </div>
  );
}
