import {
  coded,
  estimatedDays,
  orderTotals,
  paymentMethod,
  readShopSettings,
  type CodedMessage,
  type CreateOrder,
  type GeneralParameter,
  type Order,
  type OrderChannel,
  type OrderDelivery,
  type OrderLanguage,
  type OrderTotals,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/http-errors.ts';
import {
  listGeneralParameters,
  takeStock,
  type StockLine,
  type StockShortage,
  type TakenLine,
} from '../catalogue/index.ts';
import { mediaUrl } from '../media/index.ts';
import { queuePlacedOrderMessages } from '../messages/index.ts';
import { hashAccessToken, newAccessToken } from './access-token.ts';
import { isUniqueViolation, orderPlacedWithKey, requestFingerprint, type Idempotency } from './idempotency.ts';
import { recordChange, type Actor } from './order-history.ts';
import { priceShipping, type ShippingCharge } from './delivery-check.ts';
import { deliveryColumns, holdOrderSlot } from './delivery-slot.ts';
import { checkOrderLimits, checkUnpaidOrderTotal } from './order-limits.ts';
import { nextOrderNumber } from './order-number.ts';
import { orderWithItems, toOrder } from './order-view.ts';
import { shopDate } from './shop-calendar.ts';

export interface PlacedOrder {
  order: Order;
  accessToken: string;
  /** False when an Idempotency-Key matched an order placed before: nothing new was written. */
  created: boolean;
}

export interface PlaceOrderOptions {
  idempotencyKey?: string;
  /** The language of the checkout: the order's e-mails are written in it. */
  language?: OrderLanguage;
  /** Where the order came from: the storefront's checkout unless said otherwise. */
  channel?: OrderChannel;
  /** The staff member who took the order down (issue 26): their 'placed' entry opens its history. */
  takenBy?: Exclude<Actor, 'system'>;
  /** Staff took the money already: the order is Paid when written, and the unpaid-order caps do not apply. */
  paid?: boolean;
  now?: Date;
}

/** The same product twice in one request is one line with the quantities added up, in product id order. */
export function mergeLines(items: CreateOrder['items']): StockLine[] {
  const byId = new Map<number, StockLine>();
  for (const { productId, quantity } of items) {
    const line = byId.get(productId);
    if (line) line.quantity += quantity;
    else byId.set(productId, { productId, quantity });
  }
  return [...byId.values()].sort((a, b) => a.productId - b.productId);
}

/** Why a line could not be had, naming the product (or the name the cart sent) for the customer's words. */
function shortageReason({ productId, reason, product }: StockShortage, items: CreateOrder['items']): CodedMessage {
  if (!product) {
    const sentName = items.find((item) => item.productId === productId)?.productName?.slice(0, 100);
    return coded('order.productGone', { name: sentName || `#${productId}`, productId });
  }
  const named = { name: product.name, productId };
  if (reason === 'notForSale') return coded('order.productNotForSale', { ...named, status: product.status });
  return reason === 'soldOut'
    ? coded('order.productSoldOut', named)
    : coded('order.stockShort', { ...named, left: product.stock });
}

/** Step 2: the catalogue takes the lines from its stock, or the order is refused naming the product. Undo: returnStock. */
export async function reserveStock(tx: Executor, input: Pick<CreateOrder, 'items'>, lines: StockLine[], now: Date) {
  const taking = await takeStock(tx, lines, now);
  if ('taken' in taking) return taking.taken;
  const reason = shortageReason(taking.shortage, input.items);
  throw conflict(reason, { items: reason });
}

/** Step 4: totals from the database's prices, the shop's shipping settings and the shared rules, never from the request. */
function price(taken: TakenLine[], input: CreateOrder, shipping: ShippingCharge): OrderTotals {
  const lines = taken.map((line) => ({ unitPrice: line.price, quantity: line.quantity }));
  return orderTotals(lines, shipping.price, input.paymentMethod.id);
}

interface NewOrder {
  input: CreateOrder;
  delivery: OrderDelivery | null;
  shipping: ShippingCharge;
  taken: TakenLine[];
  totals: OrderTotals;
  orderNumber: string;
  accessToken: string;
  idempotency: Idempotency | null;
  language: OrderLanguage;
  channel: OrderChannel;
  paid: boolean;
  now: Date;
  parameters: readonly GeneralParameter[];
}

/** An order line as the catalogue sold it now: its name, picture, price and sale unit kept with the order. */
export function soldLine(orderId: number, line: TakenLine): typeof orderItems.$inferInsert {
  return {
    orderId,
    productId: line.productId,
    productName: line.name,
    productImage: line.imageId ? mediaUrl(line.imageId, 'thumb') : null,
    quantity: line.quantity,
    unitPrice: line.price,
    totalPrice: line.price * line.quantity,
    saleUnit: line.saleUnit,
    weight: line.weight,
  };
}

/** Step 5: the order, a snapshot of customer, prices and methods, and its lines. Undo: markCancelled (cancelOrder). */
async function writeOrder(tx: Executor, order: NewOrder): Promise<Order> {
  const { input, delivery, taken, totals, orderNumber, accessToken, idempotency, language, channel, paid, now } = order;
  const { customerInfo: customer } = input;
  const shipping = order.shipping.method;
  const payment = paymentMethod(input.paymentMethod.id);
  const [row] = await tx
    .insert(orders)
    .values({
      orderNumber,
      accessTokenHash: hashAccessToken(accessToken),
      idempotencyKey: idempotency?.key ?? null,
      idempotencyFingerprint: idempotency?.fingerprint ?? null,
      notes: customer.notes || null,
      customerFullName: customer.fullName,
      customerEmail: customer.email.toLowerCase(),
      customerPhone: customer.phone,
      address: customer.address,
      city: customer.city,
      province: customer.province,
      postalCode: customer.postalCode,
      shippingMethodId: shipping.id,
      shippingMethodName: shipping.nameId,
      shippingEstimatedDays: estimatedDays(shipping),
      paymentMethodId: payment.id,
      paymentMethodName: payment.name,
      ...totals,
      estimatedDelivery: delivery?.date ?? shopDate(now, shipping.maxDays),
      ...deliveryColumns(delivery),
      language,
      channel,
      ...(paid ? { paymentStatus: 'Paid', paymentDate: now } : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // Step 6 rides on this one: the e-mails it causes (low stock among them, from the stock step 3 left), sent
  // only if the order commits (decisions 031, 037).
  await queuePlacedOrderMessages(tx, row!, accessToken, taken, order.parameters);
  const items = await tx
    .insert(orderItems)
    .values(taken.map((line) => soldLine(row!.id, line)))
    .returning();
  return orderWithItems(
    row!,
    items.sort((a, b) => a.id - b.id),
  );
}

/** Step 6 for staff's orders: who took it down from which channel, and the payment they received with it. */
async function recordTaking(
  tx: Executor,
  orderId: number,
  {
    takenBy,
    channel,
    paid,
    now,
  }: { takenBy: Exclude<Actor, 'system'>; channel: OrderChannel; paid: boolean; now: Date },
) {
  await recordChange(tx, orderId, { kind: 'placed', from: null, to: channel }, takenBy, now);
  if (paid) await recordChange(tx, orderId, { kind: 'payment', from: 'Pending', to: 'Paid' }, takenBy, now);
}

async function placedEarlier(db: Executor, idempotency: Idempotency) {
  const row = await orderPlacedWithKey(db, idempotency);
  if (!row) return undefined;
  return {
    order: await toOrder(db, row),
    accessToken: newAccessToken(row.orderNumber, idempotency.key),
    created: false,
  };
}

/**
 * Places an order (storefront 4, Confirmation) as steps in one transaction, each with its undo: a
 * failure rolls them all back, and cancelOrder runs the undos on a placed order.
 *   1. nextOrderNumber   CC-YYYYMMDD-NNNN, before the transaction (below)         (never reused)
 *   2. checkOrderLimits  units per product, unpaid orders per e-mail and phone   (undo: none)
 *      priceShipping     the method's price from the shop's settings for the lines' weight and the address;
 *                        live and fresh goods only by a method and to an area that carry them (undo: none)
 *      holdOrderSlot     the day and window an area-only method needs, one place held (undo: releaseOrderSlot)
 *   3. reserveStock      the catalogue's takeStock                                 (undo: returnStock)
 *   4. price             totals from the database, shipping as priceShipping found (nothing to undo)
 *      checkUnpaidOrderTotal  the largest total of one unpaid order (012)          (undo: none)
 *   5. writeOrder        the order and its lines, its e-mails queued               (undo: markCancelled)
 *   6. recordTaking      staff's orders: who took it down, and the payment they took (undo: none)
 * An order staff take already paid (`paid`) skips the unpaid-order caps (order-limits.ts) and is written Paid.
 * The order number is drawn in a statement of its own: every order of the day bumps the same counter row,
 * and inside the transaction that row would stay locked until the order commits, queueing all checkouts
 * behind the slowest. A refused order leaves its number unused.
 * A repeated Idempotency-Key with the same request returns the first order instead of placing a second;
 * with a different request it is refused (422) (decision 014).
 */
export async function placeOrder(
  db: Database,
  input: CreateOrder,
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const { idempotencyKey, language = 'id', channel = 'web', takenBy, paid = false, now = new Date() } = options;
  const lines = mergeLines(input.items);
  const idempotency = idempotencyKey ? { key: idempotencyKey, fingerprint: requestFingerprint(input, lines) } : null;
  const orderNumber = await nextOrderNumber(db, now);
  try {
    return await db.transaction(async (tx) => {
      // The shop's parameters as they stand when the order starts, for every step (limits, area, notices).
      const parameters = await listGeneralParameters(tx);
      const settings = readShopSettings(parameters);
      await checkOrderLimits(tx, input.customerInfo, lines, { paid, settings });
      const shipping = await priceShipping(tx, input, lines, parameters);
      const delivery = await holdOrderSlot(tx, input, shipping.method, { byStaff: takenBy !== undefined, now });
      const taken = await reserveStock(tx, input, lines, now);
      const totals = price(taken, input, shipping);
      if (!paid) checkUnpaidOrderTotal(totals.total, settings.maxUnpaidOrderTotal);
      const accessToken = newAccessToken(orderNumber, idempotencyKey);
      const order = await writeOrder(tx, {
        input,
        delivery,
        shipping,
        taken,
        totals,
        orderNumber,
        accessToken,
        idempotency,
        language,
        channel,
        paid,
        now,
        parameters,
      });
      if (takenBy) await recordTaking(tx, order.orderId, { takenBy, channel, paid, now });
      return { order, accessToken, created: true };
    });
  } catch (error) {
    // The key is looked up only when the order could not be placed: most keys are new, and a key used
    // before always ends here, because the unique key refuses its second order (if the limits or the stock
    // did not refuse it first, counting the first order). Everything rolled back; the answer is the first order.
    if (idempotency && (isUniqueViolation(error) || error instanceof HttpError)) {
      const earlier = await placedEarlier(db, idempotency);
      if (earlier) return earlier;
    }
    throw error;
  }
}
