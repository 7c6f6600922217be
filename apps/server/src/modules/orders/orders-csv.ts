import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  canSeeCustomerData,
  ORDER_CSV_COLUMNS,
  SHOP_TIME_ZONE,
  type AdminOrderFilter,
  type StaffRole,
} from '@crabclaw/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { CSV_BOM, csvRecord } from './csv-cells.ts';
import { orderFilter } from './order-filter.ts';

/** Orders read per query: memory stays the same for ten orders or a hundred thousand. */
export const CSV_BATCH_SIZE = 500;

let dateParts: Intl.DateTimeFormat | undefined;

/** Back-office section 9: Indonesian short month and time, '23 Nov 2026 14.05' (WIB), without Intl's comma. */
export function csvDate(moment: Date): string {
  // Made on first use (see shopDate).
  dateParts ??= new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  });
  const part = Object.fromEntries(dateParts.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year} ${part.hour}.${part.minute}`;
}

// 'Kepiting Bakau x 2; Lobster x 1', in the order of the lines.
const productsOf = sql<string>`coalesce(string_agg(${orderItems.productName} || ' x ' || ${orderItems.quantity}, '; ' order by ${orderItems.id}), '')`;

function readBatch(db: Executor, viewer: StaffRole, filter: AdminOrderFilter, before: number | undefined) {
  // For a role that does not see customers' data the columns are not even read: the cells stay empty.
  const personal = (column: AnyPgColumn) => sql<string>`${canSeeCustomerData(viewer) ? column : sql`''`}`;
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
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(orderFilter(filter, viewer), before === undefined ? undefined : lt(orders.id, before)))
    .groupBy(orders.id)
    .orderBy(desc(orders.id))
    .limit(CSV_BATCH_SIZE);
}

/**
 * The CSV export of every order the filters match (ORDER_CSV_COLUMNS), newest first, as text chunks: the
 * header, then one chunk per batch, each read only when the previous one has been taken (keyset paging on
 * the order id). A role that does not see customers' data gets the customer columns empty. The batches
 * are separate queries: an order changed during a long download shows as it was when its batch was read.
 */
export async function* orderCsv(db: Executor, viewer: StaffRole, filter: AdminOrderFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(ORDER_CSV_COLUMNS);
  let before: number | undefined;
  for (;;) {
    const rows = await readBatch(db, viewer, filter, before);
    if (rows.length > 0) {
      yield rows
        .map((row) =>
          csvRecord([
            row.orderId,
            row.orderNumber,
            row.customerName,
            row.customerEmail,
            row.customerPhone,
            row.products,
            row.total,
            row.status,
            row.paymentStatus,
            csvDate(row.createdAt),
          ]),
        )
        .join('');
    }
    if (rows.length < CSV_BATCH_SIZE) return;
    before = rows.at(-1)!.orderId;
  }
}
