import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { canSeeCustomerData, type AdminOrderFilter, type StaffRole } from '@crabclaw/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { orderFilter } from './order-filter.ts';

/** Orders read per query: memory stays the same for ten orders or a hundred thousand. */
export const EXPORT_BATCH_SIZE = 500;

// 'Kepiting Bakau x 2; Lobster x 1', in the order of the lines.
const productsOf = sql<string>`coalesce(string_agg(${orderItems.productName} || ' x ' || ${orderItems.quantity}, '; ' order by ${orderItems.id}), '')`;

function readBatch(db: Executor, viewer: StaffRole, filter: AdminOrderFilter, before: number | undefined) {
  // The export lists buyers, so its personal columns follow canSeeCustomerData, as the order list's do (not
  // the one-order canSeeShippingDetails): for any other role they are not even read and the cells stay empty.
  const personal = (column: AnyPgColumn) =>
    sql<string>`${canSeeCustomerData(viewer) ? sql`coalesce(${column}, '')` : sql`''`}`;
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: personal(orders.customerFullName),
      customerEmail: personal(orders.customerEmail),
      customerPhone: personal(orders.customerPhone),
      products: productsOf,
      total: orders.total,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
      address: personal(orders.address),
      city: personal(orders.city),
      province: personal(orders.province),
      postalCode: personal(orders.postalCode),
      shippingMethodId: orders.shippingMethodId,
      shippingMethodName: orders.shippingMethodName,
      paymentMethodId: orders.paymentMethodId,
      paymentMethodName: orders.paymentMethodName,
      notes: personal(orders.notes),
      channel: orders.channel,
      deliveryDate: sql<string>`coalesce(${orders.deliveryDate}::text, '')`,
      deliveryWindow: sql<string>`coalesce(${orders.deliveryWindowLabel}, '')`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(orderFilter(filter, viewer), before === undefined ? undefined : lt(orders.id, before)))
    .groupBy(orders.id)
    .orderBy(desc(orders.id))
    .limit(EXPORT_BATCH_SIZE);
}

/** One order as the exports read it. */
export type OrderExportRow = Awaited<ReturnType<typeof readBatch>>[number];

/**
 * Every order the filters match, newest first, in batches of EXPORT_BATCH_SIZE, each read only when the
 * previous one has been taken (keyset paging on the order id). A role that does not see customers' data
 * gets the personal fields empty. The batches are separate queries: an order changed during a long
 * download shows as it was when its batch was read.
 */
export async function* orderExportBatches(
  db: Executor,
  viewer: StaffRole,
  filter: AdminOrderFilter,
): AsyncGenerator<OrderExportRow[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await readBatch(db, viewer, filter, before);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    before = rows.at(-1)!.orderId;
  }
}
