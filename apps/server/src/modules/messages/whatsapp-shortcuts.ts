import { asc, eq } from 'drizzle-orm';
import {
  orderTrackingUrl,
  readShopFacts,
  readShopSettings,
  whatsAppMessageLink,
  whatsAppOrderText,
  type OrderForText,
  type WhatsAppShortcut,
  type WhatsAppShortcutKind,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { listGeneralParameters } from '../catalogue/index.ts';
import { paymentDeadline, SHOP_NAME, type ItemRow, type OrderRow } from './content.ts';

/** The order's rows as the WhatsApp texts read them. */
function orderForText(order: OrderRow, items: ItemRow[]): OrderForText {
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerFullName,
    address: [order.address, `${order.city}, ${order.province} ${order.postalCode}`],
    lines: items,
    shippingMethodName: order.shippingMethodName,
    shippingCost: order.shippingCost,
    paymentMethodName: order.paymentMethodName,
    paymentFee: order.paymentFee,
    total: order.total,
    shippingCourier: order.shippingCourier,
    waybillNumber: order.waybillNumber,
  };
}

/** Which shortcuts fit the order now: no reminder once paid, 'shipped' once it is on its way, none when cancelled. */
function fitting(order: OrderRow): WhatsAppShortcutKind[] {
  if (order.status === 'Cancelled') return [];
  return [
    'confirm',
    ...(order.paymentStatus === 'Paid' ? [] : (['paymentReminder'] as const)),
    ...(['Shipped', 'Delivered', 'Completed'].includes(order.status) ? (['shipped'] as const) : []),
  ];
}

/**
 * The back office's WhatsApp shortcuts to the customer (issue 26): drafts to confirm the order, remind of the
 * payment (accounts of 008, the deadline in WIB) and say it is shipped, in the order's language. None when
 * the customer's phone is no number WhatsApp could reach.
 */
export async function whatsAppShortcuts(
  executor: Executor,
  order: OrderRow,
  baseUrl: string,
): Promise<WhatsAppShortcut[]> {
  const kinds = fitting(order);
  if (kinds.length === 0) return [];
  const [items, parameters] = await Promise.all([
    executor.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    listGeneralParameters(executor),
  ]);
  const facts = {
    language: order.language,
    shopName: SHOP_NAME,
    trackUrl: orderTrackingUrl(baseUrl, order.orderNumber),
    bankAccounts: readShopFacts(parameters).bankAccounts,
    paymentDeadline: paymentDeadline(order, readShopSettings(parameters)),
  };
  const text = orderForText(order, items);
  return kinds.flatMap((kind) => {
    const link = whatsAppMessageLink(order.customerPhone, whatsAppOrderText(kind, text, facts));
    return link ? [{ kind, link }] : [];
  });
}
