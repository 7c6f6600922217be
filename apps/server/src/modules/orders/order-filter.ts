import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { canSeeCustomerData, type AdminOrderFilter, type StaffRole } from '@crabclaw/shared';
import { orderItems, orders } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { withinShopDays } from './shop-day-sql.ts';

// Exactly the expression of the trigram index orders_search_idx (db/schema/orders.ts): written otherwise,
// PostgreSQL would not use the index and would read every order.
const customerSearchText = sql`lower(${orders.orderNumber} || ' ' || ${orders.customerFullName} || ' ' || ${orders.customerEmail} || ' ' || ${orders.customerPhone})`;

/**
 * Orders whose number, customer name, e-mail or phone, or one of whose product names, contain `search`
 * in any letter case. A role that does not see customers' data searches by order number and product
 * only: finding orders by a phone number would tell it who bought. Each branch is a lookup its own
 * trigram index serves (orders_search_idx, order_items_product_name_idx); a plain OR with EXISTS would
 * read every order instead.
 */
function matchesSearch(search: string, viewer: StaffRole): SQL {
  const pattern = containsPattern(search.toLowerCase());
  const byOrder = canSeeCustomerData(viewer)
    ? sql`select ${orders.id} from ${orders} where ${customerSearchText} like ${pattern}`
    : sql`select ${orders.id} from ${orders} where lower(${orders.orderNumber}) like ${pattern}`;
  const byProduct = sql`select ${orderItems.orderId} from ${orderItems} where lower(${orderItems.productName}) like ${pattern}`;
  return sql`${orders.id} in (${byOrder} union ${byProduct})`;
}

/** The condition of the staff order list, its statistics and its CSV export: every filter combined. */
export function orderFilter(filter: AdminOrderFilter, viewer: StaffRole): SQL | undefined {
  return and(
    filter.archived ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    withinShopDays(orders.createdAt, filter.startDate, filter.endDate),
    filter.search ? matchesSearch(filter.search, viewer) : undefined,
  );
}
