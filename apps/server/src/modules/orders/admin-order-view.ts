import {
  canSeeCustomerData,
  canSeeShippingDetails,
  type AdminOrder,
  type Order,
  type OrderHistoryEntry,
  type ShopSettings,
  type StaffRole,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import { historiesOf } from './order-history.ts';
import { itemsOfOrders, orderWithItems } from './order-view.ts';
import { expiryOf } from './payment-expiry.ts';
import { shopSettings } from './shop-settings.ts';

type OrderRow = typeof orders.$inferSelect;

/** One order as staff read it (toAdminOrders). */
export async function toAdminOrder(executor: Executor, row: OrderRow, role: StaffRole): Promise<AdminOrder> {
  const [order] = await toAdminOrders(executor, [row], role);
  return order!;
}

/**
 * Orders as staff read them (AdminOrder): the spec's Order with its history, archive state and payment deadline,
 * in three reads however many orders (their lines, their histories, the shop's settings). Name, phone, address
 * and note are null for roles that do not see where orders go, the e-mail for roles without
 * customers.personalData (docs/personal-data.md).
 */
export async function toAdminOrders(
  executor: Executor,
  rows: readonly OrderRow[],
  role: StaffRole,
): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, histories, settings] = await Promise.all([
    itemsOfOrders(executor, ids),
    historiesOf(executor, ids),
    shopSettings(executor),
  ]);
  return rows.map((row) =>
    asStaffReads(row, orderWithItems(row, items.get(row.id) ?? []), histories.get(row.id) ?? [], settings, role),
  );
}

function asStaffReads(
  row: OrderRow,
  order: Order,
  history: OrderHistoryEntry[],
  settings: ShopSettings,
  role: StaffRole,
): AdminOrder {
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
