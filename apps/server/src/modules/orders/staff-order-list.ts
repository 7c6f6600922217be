import { asc, count, desc, inArray, sql } from 'drizzle-orm';
import {
  canSeeCustomerData,
  ORDER_ROW_ITEMS,
  toPage,
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminOrderRow,
  type OrderLine,
  type OrderSort,
  type StaffRole,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { orderFilter } from './order-filter.ts';

const SORTS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  totalDesc: [desc(orders.total), desc(orders.id)],
  totalAsc: [asc(orders.total), asc(orders.id)],
} satisfies Record<OrderSort, unknown>;

const rowColumns = {
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  total: orders.total,
  paymentMethodName: orders.paymentMethodName,
  paymentStatus: orders.paymentStatus,
  status: orders.status,
  channel: orders.channel,
  archivedAt: orders.archivedAt,
};

const customerColumns = {
  customerName: orders.customerFullName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
};

// What a role without customers.personalData gets instead; the columns are not even read for it.
const NO_CUSTOMER_DATA = { customerName: null, customerEmail: null, customerPhone: null };

/** The first ORDER_ROW_ITEMS lines of each order and how many lines it has, in one query. */
async function firstLines(db: Executor, orderIds: number[]) {
  const lines = new Map<number, { items: OrderLine[]; itemCount: number }>();
  if (orderIds.length === 0) return lines;
  const numbered = db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      productImage: orderItems.productImage,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      position: sql<number>`row_number() over (partition by ${orderItems.orderId} order by ${orderItems.id})`
        .mapWith(Number)
        .as('position'),
      itemCount: sql<number>`count(*) over (partition by ${orderItems.orderId})`.mapWith(Number).as('item_count'),
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .as('numbered');
  const rows = await db
    .select()
    .from(numbered)
    .where(sql`${numbered.position} <= ${ORDER_ROW_ITEMS}`)
    .orderBy(numbered.orderId, numbered.position);
  for (const { orderId, position: _position, itemCount, ...line } of rows) {
    const entry = lines.get(orderId) ?? { items: [], itemCount };
    entry.items.push(line);
    lines.set(orderId, entry);
  }
  return lines;
}

/**
 * The staff order list (back-office section 2): one page of the orders the filters match, in the chosen
 * order, each with its first lines; customers named only to roles that see personal data.
 */
export async function listStaffOrders(
  db: Executor,
  viewer: StaffRole,
  query: AdminOrderQuery,
): Promise<AdminOrderPage> {
  const where = orderFilter(query, viewer);
  const columns = canSeeCustomerData(viewer) ? { ...rowColumns, ...customerColumns } : rowColumns;
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(where),
    db
      .select(columns)
      .from(orders)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const lines = await firstLines(
    db,
    rows.map((row) => row.orderId),
  );
  const data = rows.map(({ createdAt, archivedAt, ...row }): AdminOrderRow => ({
    ...NO_CUSTOMER_DATA,
    ...row,
    status: row.status as AdminOrderRow['status'],
    paymentStatus: row.paymentStatus as AdminOrderRow['paymentStatus'],
    orderDate: createdAt.toISOString(),
    archived: archivedAt !== null,
    items: lines.get(row.orderId)?.items ?? [],
    itemCount: lines.get(row.orderId)?.itemCount ?? 0,
  }));
  return toPage(data, counted?.total ?? 0, query);
}
