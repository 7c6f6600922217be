import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  coded,
  formatRupiah,
  PAYMENT_METHOD_IDS,
  paysOnDelivery,
  type CustomerInfo,
  type ShopSettings,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import type { StockLine } from '../catalogue/index.ts';

// Advisory lock classes (the first key of pg_advisory_xact_lock(int, int)): e-mail and phone locks never collide.
const EMAIL_LOCK = 9_001;
const PHONE_LOCK = 9_002;
const ON_DELIVERY = PAYMENT_METHOD_IDS.filter(paysOnDelivery);

/**
 * Step 1 of placing an order, the limits one order may take (issue 9; general parameters 006 and 007):
 * units of one product, and unpaid orders open per e-mail and per phone. Orders of one e-mail or phone
 * wait for each other on a transaction-scoped advisory lock, so the count stays true until this order is
 * written: concurrent orders cannot slip past the cap together. Undo: none (the locks end with the
 * transaction). Cash-on-delivery orders count too: they hold stock like any other until delivered (they
 * expire only if staff never take them in hand, parameter 013); but their customer cannot pay them now, so
 * the refusal then says to wait until they are paid on arrival, or to contact the shop.
 * The unpaid-order caps (this count and checkUnpaidOrderTotal) hold orders nobody has paid for: an order
 * staff take down already paid (cash or transfer received, issue 26) is `paid`, skips them and, being Paid,
 * never counts toward them later. The units per product hold for every order.
 */
export async function checkOrderLimits(
  tx: Executor,
  customer: Pick<CustomerInfo, 'email' | 'phone'>,
  lines: readonly StockLine[],
  { paid, settings }: { paid: boolean; settings: ShopSettings },
): Promise<void> {
  const { maxQuantityPerProduct, maxOpenUnpaidOrders } = settings;
  checkUnitsPerProduct(lines, maxQuantityPerProduct);
  if (paid) return;

  const email = customer.email.toLowerCase();
  // Both locks in one statement (e-mail first, then phone, always in that order); the count below must
  // be a statement of its own, so that its snapshot is taken after the locks are held.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email})),
               pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${customer.phone}))`,
  );
  const onDelivery = inArray(orders.paymentMethodId, ON_DELIVERY);
  const [open] = await tx
    .select({
      byEmail: sql<number>`count(*) filter (where ${orders.customerEmail} = ${email})`.mapWith(Number),
      byPhone: sql<number>`count(*) filter (where ${orders.customerPhone} = ${customer.phone})`.mapWith(Number),
      onDeliveryByEmail:
        sql<number>`count(*) filter (where ${orders.customerEmail} = ${email} and ${onDelivery})`.mapWith(Number),
      onDeliveryByPhone:
        sql<number>`count(*) filter (where ${orders.customerPhone} = ${customer.phone} and ${onDelivery})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'Pending'),
        ne(orders.status, 'Cancelled'),
        or(eq(orders.customerEmail, email), eq(orders.customerPhone, customer.phone)),
      ),
    );
  if (open!.byEmail >= maxOpenUnpaidOrders) {
    const code = open!.onDeliveryByEmail > 0 ? 'order.unpaidOnDeliveryByEmail' : 'order.unpaidByEmail';
    const reason = coded(code, { count: open!.byEmail });
    throw conflict(reason, { 'customerInfo.email': reason });
  }
  if (open!.byPhone >= maxOpenUnpaidOrders) {
    const code = open!.onDeliveryByPhone > 0 ? 'order.unpaidOnDeliveryByPhone' : 'order.unpaidByPhone';
    const reason = coded(code, { count: open!.byPhone });
    throw conflict(reason, { 'customerInfo.phone': reason });
  }
}

/** The most units of one product an order may take (parameter 006), placed or changed by staff. */
export function checkUnitsPerProduct(lines: readonly StockLine[], maxQuantityPerProduct: number): void {
  if (lines.some((line) => line.quantity > maxQuantityPerProduct)) {
    const reason = coded('order.tooManyUnits', { max: maxQuantityPerProduct });
    throw badRequest(reason, { items: reason });
  }
}

/**
 * Step 4b of placing an order, after its price: the largest total one unpaid order may have (general
 * parameter 012, issue 23), so that one anonymous order cannot take a shop's stock. Every order placed in
 * the storefront is unpaid when placed; staff's orders taken already paid skip it. Undo: none.
 */
export function checkUnpaidOrderTotal(total: number, maxUnpaidOrderTotal: number): void {
  if (total <= maxUnpaidOrderTotal) return;
  const reason = coded('order.unpaidTotalTooLarge', {
    total: formatRupiah(total),
    max: formatRupiah(maxUnpaidOrderTotal),
  });
  throw badRequest(reason, { items: reason });
}
