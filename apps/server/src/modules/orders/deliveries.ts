import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  pickingList,
  translateMessage,
  type BulkStatusChange,
  type BulkStatusResult,
  type DeliveryDay,
  type MessageLanguage,
  type StaffUser,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { toAdminOrders } from './admin-order-view.ts';
import { updateOrderStatus } from './order-changes.ts';

/**
 * The orders to deliver on a day (WIB), by window in the order of their times, each as staff read it (the
 * same privacy as its own page), and the day's picking list. Archived orders are left out as from every
 * list; cancelled ones stay in their window, so staff see why a box is not packed, and out of the picking.
 */
export async function deliveryDay(db: Executor, date: string, staff: StaffUser): Promise<DeliveryDay> {
  // Window ids are their start and end times ('08-11'): sorting by them puts the day in order.
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), isNull(orders.archivedAt)))
    .orderBy(asc(orders.deliveryWindow), asc(orders.createdAt), asc(orders.id));
  const windows: DeliveryDay['windows'] = [];
  const all = await toAdminOrders(db, rows, staff.role);
  for (const [index, row] of rows.entries()) {
    const order = all[index]!;
    const window = row.deliveryWindow!;
    const last = windows.at(-1);
    if (last?.window === window) last.orders.push(order);
    else windows.push({ window, label: row.deliveryWindowLabel!, orders: [order] });
  }
  return { date, windows, picking: pickingList(all) };
}

/**
 * One status step for several orders, each through the single change (updateOrderStatus: the same rules,
 * history and e-mails) in its own transaction: an order refused, or changed by someone else meanwhile, is
 * reported with the reason its own change would answer and does not hold back the others (decision 040).
 */
export async function changeStatuses(
  db: Database,
  { orderIds, status, shippingCourier }: BulkStatusChange,
  staff: StaffUser,
  language: MessageLanguage,
): Promise<BulkStatusResult> {
  const numbers = new Map(
    (
      await db
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    ).map(({ id, orderNumber }) => [id, orderNumber]),
  );
  const result: BulkStatusResult = { changed: [], refused: [] };
  for (const orderId of orderIds) {
    const orderNumber = numbers.get(orderId) ?? null;
    try {
      await updateOrderStatus(db, orderId, { status, shippingCourier }, staff);
      result.changed.push({ orderId, orderNumber });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({ orderId, orderNumber, message: translateMessage(language, error.reason), ...error.reason });
    }
  }
  return result;
}
