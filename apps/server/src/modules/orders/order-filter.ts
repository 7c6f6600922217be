import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { canSeeCustomerData, normalizePhone, type AdminOrderFilter, type StaffRole } from '@crabclaw/shared';
import { orderItems, orders } from '../../db/schema/index.ts';
import { foldAccents } from '../../lib/fold-accents.ts';
import { containsPattern } from '../../lib/search.ts';
import { withinShopDays } from './shop-day-sql.ts';
import { hasWaitingProof } from './transfer-proof-rows.ts';

/**
 * The search as customers' details are kept: without accents, and a phone number as people write it
 * ('+62 812-3456-7803', '6281234567803') also in the checkout's form ('081234567803').
 */
function customerPatterns(search: string): string[] {
  const phone = normalizePhone(search);
  const forms = /^\d+$/.test(phone) ? [foldAccents(search), phone] : [foldAccents(search)];
  return [...new Set(forms)].map(containsPattern);
}

/**
 * Orders whose number, customer name, e-mail or phone, or one of whose product names, contain `search`
 * in any letter case. A role that does not see customers' data searches by order number and product
 * only: finding orders by a phone number would tell it who bought. Each branch is a lookup its own
 * trigram index serves (orders_search_idx on search_text, order_items_product_name_idx); a plain OR with
 * EXISTS would read every order instead.
 */
function matchesSearch(search: string, viewer: StaffRole): SQL {
  const pattern = containsPattern(search.toLowerCase());
  const byCustomer = or(...customerPatterns(search).map((form) => sql`${orders.searchText} like ${form}`));
  const byOrder = canSeeCustomerData(viewer)
    ? sql`select ${orders.id} from ${orders} where ${byCustomer}`
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
    filter.channel ? eq(orders.channel, filter.channel) : undefined,
    withinShopDays(orders.createdAt, filter.startDate, filter.endDate),
    filter.search ? matchesSearch(filter.search, viewer) : undefined,
    filter.toVerify ? hasWaitingProof : undefined,
  );
}
