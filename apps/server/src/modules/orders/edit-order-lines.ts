import { asc, eq } from 'drizzle-orm';
import {
  coded,
  estimatedDays,
  LINE_EDITABLE_STATUSES,
  orderTotals,
  readShopSettings,
  type AdminOrder,
  type EditOrderLines,
  type OrderLinesSnapshot,
  type OrderStatus,
  type PaymentMethodId,
  type StaffUser,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-errors.ts';
import { listGeneralParameters, returnStock, type StockLine, type TakenLine } from '../catalogue/index.ts';
import { queueLowStockNotices } from '../messages/index.ts';
import { priceShipping } from './delivery-check.ts';
import { changeOrder } from './order-changes.ts';
import { recordChange } from './order-history.ts';
import { checkUnitsPerProduct, checkUnpaidOrderTotal } from './order-limits.ts';
import { slotAfterMethodChange } from './delivery-slot.ts';
import { mergeLines, reserveStock, soldLine } from './place-order.ts';
import { shopDate } from './shop-calendar.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type NewItem = typeof orderItems.$inferInsert;

/** A paid order is not edited (cancel and take it again, or a refund later); nor one on its way (linesEditable). */
function refuseUneditable(order: OrderRow) {
  if (order.paymentStatus !== 'Pending')
    throw conflict('staffOrder.editPaid', { paymentStatus: 'staffOrder.editPaid' });
  if (!LINE_EDITABLE_STATUSES.includes(order.status as OrderStatus)) {
    throw conflict(coded('staffOrder.editNotEditable', { status: order.status }));
  }
}

const quantityOf = (lines: readonly { productId: number | null; quantity: number }[], productId: number) =>
  lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);

/**
 * The stock moves by the difference between the lines before and after: more of a product is taken from the
 * catalogue (refused as at checkout when it is not there), less of it goes back. Returns what was taken.
 */
async function moveStock(tx: Executor, edit: EditOrderLines, before: ItemRow[], after: StockLine[], now: Date) {
  const productIds = new Set([...after.map((line) => line.productId), ...before.flatMap((i) => i.productId ?? [])]);
  const more: StockLine[] = [];
  const less: StockLine[] = [];
  for (const productId of productIds) {
    const difference = quantityOf(after, productId) - quantityOf(before, productId);
    if (difference > 0) more.push({ productId, quantity: difference });
    if (difference < 0) less.push({ productId, quantity: -difference });
  }
  await returnStock(tx, less, now);
  return more.length > 0 ? reserveStock(tx, edit, more, now) : [];
}

/**
 * The order's lines after the change. A line it had keeps the price it was sold at (the customer was told
 * that price) with its new quantity; a product new to the order is sold at today's price, as at checkout.
 */
function linesAfter(orderId: number, before: ItemRow[], after: StockLine[], taken: TakenLine[]): NewItem[] {
  const kept = after.flatMap((line) => {
    const item = before.find((old) => old.productId === line.productId);
    return item ? [{ ...item, quantity: line.quantity, totalPrice: item.unitPrice * line.quantity }] : [];
  });
  const added = taken.filter((line) => !before.some((old) => old.productId === line.productId));
  return [
    ...kept.sort((a, b) => a.id - b.id).map(({ id: _id, ...item }) => item),
    ...added.map((line) => soldLine(orderId, line)),
  ];
}

function snapshot(order: Pick<OrderRow, 'shippingMethodId' | 'notes' | 'total'>, items: NewItem[]): OrderLinesSnapshot {
  return {
    lines: items.map((item) => ({
      productId: item.productId ?? null,
      name: item.productName,
      quantity: item.quantity,
    })),
    shippingMethodId: order.shippingMethodId,
    notes: order.notes,
    total: order.total,
  };
}

/**
 * Changes the lines, quantities, shipping method and note of an unpaid order not yet shipped (issue 26), in
 * one transaction on the order locked FOR UPDATE: the stock moves by the difference, the server prices the
 * order again, number and access token stay, and the history keeps the order before and after ('lines'). What
 * more it takes may bring a product to its low-stock threshold: the shop is told as when an order is placed.
 */
export async function editOrderLines(
  db: Database,
  id: number,
  edit: EditOrderLines,
  staff: StaffUser,
): Promise<AdminOrder> {
  return changeOrder(db, id, staff, async (tx, order, now) => {
    refuseUneditable(order);
    const before = await tx.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
    const after = mergeLines(edit.items);
    const parameters = await listGeneralParameters(tx);
    const settings = readShopSettings(parameters);
    checkUnitsPerProduct(after, settings.maxQuantityPerProduct);
    const { method: shipping, price: shippingCost } = await priceShipping(
      tx,
      { shippingMethod: edit.shippingMethod, customerInfo: order },
      after,
      parameters,
    );
    const taken = await moveStock(tx, edit, before, after, now);
    const items = linesAfter(id, before, after, taken);
    const lines = items.map((item) => ({ unitPrice: item.unitPrice, quantity: item.quantity }));
    const totals = orderTotals(lines, shippingCost, order.paymentMethodId as PaymentMethodId);
    checkUnpaidOrderTotal(totals.total, settings.maxUnpaidOrderTotal);
    const changes = { ...totals, shippingMethodId: shipping.id, notes: edit.notes || null };
    const [from, to] = [snapshot(order, before), snapshot(changes, items)];
    if (JSON.stringify(from) === JSON.stringify(to)) throw conflict('staffOrder.editUnchanged');

    await tx.delete(orderItems).where(eq(orderItems.orderId, id));
    await tx.insert(orderItems).values(items);
    const [changed] = await tx
      .update(orders)
      .set({
        ...changes,
        ...(await slotAfterMethodChange(tx, order, shipping)),
        shippingMethodName: shipping.nameId,
        shippingEstimatedDays: estimatedDays(shipping),
        estimatedDelivery: shopDate(order.createdAt, shipping.maxDays),
        updatedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    const record = { kind: 'lines' as const, from: JSON.stringify(from), to: JSON.stringify(to) };
    await recordChange(tx, id, record, staff, now);
    await queueLowStockNotices(tx, id, taken, parameters);
    return changed!;
  });
}
