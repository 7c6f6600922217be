import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linesEditable, type AdminOrder, type ShippingMethodId, type StaffRole } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { Panel } from '../../../components/admin/index.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { messageNow, reasonOf, useMessage } from '../../../lib/messages.ts';
import { useEditOrderLines } from '../api/edit-order-lines.ts';
import { useChosenLines } from '../hooks/use-chosen-lines.ts';
import { orderPermissions } from '../order-permissions.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';
import { useShippingChoices } from '../hooks/use-shipping-choices.ts';
import { MethodField, NoteField } from './order-form-fields.tsx';
import { OrderLinePicker } from './order-line-picker.tsx';
import { OrderLines } from './order-lines.tsx';
import { ORDER_TOAST_MS } from './toast-failure.ts';

/** The order's lines as the editor starts them: each at the price it was sold at. Lines of deleted products stay out. */
function linesOf(order: AdminOrder) {
  return order.orderItems.flatMap((item) =>
    item.productId === null
      ? []
      : [
          {
            productId: item.productId,
            name: item.productName,
            price: item.unitPrice,
            saleUnit: item.saleUnit ?? null,
            weight: item.weight ?? null,
            stock: null,
            quantity: item.quantity,
          },
        ],
  );
}

/** Items, quantities, shipping and note of an unpaid order, saved in one request the server prices and stocks. */
function LinesEditor({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  const message = useMessage();
  const chosen = useChosenLines(linesOf(order));
  const ordered = { id: order.shippingMethod.id as ShippingMethodId, name: words.shippingName(order.shippingMethod) };
  const [shipping, setShipping] = useState(ordered.id);
  const shippingChoices = useShippingChoices(ordered);
  const [notes, setNotes] = useState(order.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editing = useEditOrderLines();
  const save = () =>
    editing.mutate(
      {
        orderId: order.orderId,
        items: chosen.lines.map(({ productId, quantity }) => ({ productId, quantity })),
        shippingMethod: { id: shipping },
        notes,
      },
      {
        onSuccess: () => {
          toast.success(t('edit.saved'), { duration: ORDER_TOAST_MS });
          onDone();
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError) setErrors(failure.fields);
          toast.error(t('edit.failed'), { description: messageNow(reasonOf(failure)) });
        },
      },
    );
  return (
    <form
      noValidate
      className="space-y-4 px-5 py-4"
      aria-label={t('edit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('edit.description')}</p>
      <OrderLinePicker chosen={chosen} error={message(errors.items)} />
      <MethodField
        id="edit-shipping"
        label={t('create.shipping')}
        value={shipping}
        methods={shippingChoices}
        nameOf={(method) => method.name}
        onChange={setShipping}
      />
      <NoteField
        id="edit-notes"
        label={t('create.notes')}
        value={notes}
        onChange={setNotes}
        error={message(errors.notes)}
      />
      <div className="flex gap-2">
        <Button variant="outline" size="lg" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" size="lg" className="flex-1" disabled={editing.isPending || chosen.lines.length === 0}>
          {editing.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

/** The order's items; Owner, Admin and Manager change them here while the order is unpaid and not shipped. */
export function OrderLinesPanel({ order, role }: { order: AdminOrder; role: StaffRole }) {
  const { t } = useTranslation('orders-admin');
  const [editing, setEditing] = useState(false);
  const editable = orderPermissions(role).take && !order.archivedAt && linesEditable(order);
  return (
    <Panel
      title={t('detail.items')}
      actions={
        editable && !editing ? (
          <Button variant="outline" size="md" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('edit.open')}
          </Button>
        ) : null
      }
    >
      {editing && editable ? (
        <LinesEditor order={order} onDone={() => setEditing(false)} />
      ) : (
        <OrderLines order={order} />
      )}
    </Panel>
  );
}
