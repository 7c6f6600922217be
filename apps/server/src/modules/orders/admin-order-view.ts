import { canSeeCustomerData, canSeeShippingDetails, type AdminOrder, type StaffRole } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import { historyOf } from './order-history.ts';
import { toOrder } from './order-view.ts';
import { expiryOf } from './payment-expiry.ts';
import { shopSettings } from './shop-settings.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * One order as staff read it (AdminOrder): the spec's Order with its history, archive state and payment
 * deadline. Name, phone, address and note are null for roles that do not see where orders go, the e-mail
 * for roles without customers.personalData (docs/personal-data.md).
 */
export async function toAdminOrder(executor: Executor, row: OrderRow, role: StaffRole): Promise<AdminOrder> {
  const order = await toOrder(executor, row);
  const history = await historyOf(executor, row.id);
  const settings = await shopSettings(executor);
  const seesShipping = canSeeShippingDetails(role);
  const email = canSeeCustomerData(role) ? order.customer.email : null;
  return {
    ...order,
    customer: seesShipping ? { ...order.customer, email } : null,
    shippingAddress: seesShipping ? order.shippingAddress : null,
    notes: seesShipping ? order.notes : null,
    channel: row.channel,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    paymentDeadline: expiryOf(row, settings)?.at.toISOString() ?? null,
    history,
  };
}
