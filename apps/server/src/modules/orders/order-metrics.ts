import { sql } from 'drizzle-orm';
import { Counter, Registry } from 'prom-client';
import type { Executor } from '../../db/client.ts';
import { orderHistory, orders } from '../../db/schema/index.ts';

/** The history entries of the shop's own cancellations (the payment expiry), as cancelOverdueOrders records them. */
const byTheShop = sql`${orderHistory.staffUserId} is null and ${orderHistory.changedBy} = 'system'`;
const cancelled = sql`${orderHistory.kind} = 'status' and ${orderHistory.toValue} = 'Cancelled'`;

/**
 * The whole shop's order counters for Prometheus, counted in the database at each scrape so that every
 * server process answers the same figures (decision 023). Orders are never deleted and history entries never
 * change, so each figure only rises: orders placed per channel, payment method and shipping method,
 * payments received, orders cancelled by staff and orders the shop cancelled for want of payment.
 */
export async function orderMetrics(db: Executor): Promise<Registry> {
  const [placedRows, [events]] = await Promise.all([
    db
      .select({
        channel: orders.channel,
        shippingMethod: orders.shippingMethodId,
        paymentMethod: orders.paymentMethodId,
        count: sql<number>`count(*)`,
      })
      .from(orders)
      .groupBy(orders.channel, orders.shippingMethodId, orders.paymentMethodId),
    db
      .select({
        paid: sql<number>`count(*) filter (where ${orderHistory.kind} = 'payment' and ${orderHistory.toValue} = 'Paid')`,
        cancelled: sql<number>`count(*) filter (where ${cancelled} and not (${byTheShop}))`,
        expired: sql<number>`count(*) filter (where ${cancelled} and ${byTheShop})`,
      })
      .from(orderHistory),
  ]);
  const registry = new Registry();
  const counter = (name: string, help: string, labelNames: string[] = []) =>
    new Counter({ name: `crabclaw_orders_${name}_total`, help, labelNames, registers: [registry] });
  const placed = counter('placed', 'Orders placed, by channel, payment method and shipping method', [
    'channel',
    'payment_method',
    'shipping_method',
  ]);
  for (const row of placedRows) {
    const labels = { channel: row.channel, payment_method: row.paymentMethod, shipping_method: row.shippingMethod };
    placed.inc(labels, Number(row.count));
  }
  counter('paid', 'Payments marked received by staff').inc(Number(events!.paid));
  counter('cancelled', 'Orders cancelled by staff').inc(Number(events!.cancelled));
  counter('expired', 'Orders the shop cancelled because the payment or confirmation window passed').inc(
    Number(events!.expired),
  );
  return registry;
}
