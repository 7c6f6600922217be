import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  estimatedDays,
  orderTotals,
  paymentMethod,
  shippingMethod,
  MAX_LINE_QUANTITY,
  type CreateOrder,
  type Order,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { mediaUrl } from '../media/index.ts';
import { hashAccessToken, newAccessToken } from './access-token.ts';
import { nextOrderNumber } from './order-number.ts';
import { REFUSALS, type Language } from './refusals.ts';
import { toOrder } from './order-view.ts';
import { shopDate } from './shop-calendar.ts';

export interface PlacedOrder {
  order: Order;
  accessToken: string;
  /** False when an Idempotency-Key matched an order placed before: nothing new was written. */
  created: boolean;
}

type RequestedLine = { productId: number; quantity: number; productName?: string };

/** The same product twice in one request is one line with the quantities added up. */
function mergeLines(items: CreateOrder['items'], language: Language): RequestedLine[] {
  const byId = new Map<number, RequestedLine>();
  for (const item of items) {
    const line = byId.get(item.productId);
    if (line) line.quantity += item.quantity;
    else
      byId.set(item.productId, { productId: item.productId, quantity: item.quantity, productName: item.productName });
  }
  const lines = [...byId.values()].sort((a, b) => a.productId - b.productId);
  const tooMany = lines.find((line) => line.quantity > MAX_LINE_QUANTITY);
  if (tooMany) {
    const message = REFUSALS.tooMany[language]();
    throw badRequest(message, { items: message });
  }
  return lines;
}

/** Why a line could not be taken from stock, in words that name the product. */
async function refusal(tx: Executor, line: RequestedLine, language: Language): Promise<Error> {
  const [product] = await tx
    .select({ name: products.name, stock: products.stock, status: products.status })
    .from(products)
    .where(eq(products.id, line.productId));
  const message = !product
    ? REFUSALS.gone[language](line.productName?.slice(0, 100) || `#${line.productId}`)
    : product.status !== 'Fresh' && product.status !== 'Available'
      ? REFUSALS.notForSale[language](product.name, product.status)
      : product.stock === 0
        ? REFUSALS.soldOut[language](product.name)
        : REFUSALS.short[language](product.name, product.stock);
  return conflict(message, { items: message });
}

/**
 * Takes each line from stock with one conditional UPDATE: the row lock makes concurrent orders wait
 * for each other, and `stock >= quantity` makes a late one fail instead of selling what is gone.
 * Lines go in product id order so two orders never wait for each other in a circle.
 */
async function takeFromStock(tx: Executor, lines: RequestedLine[], language: Language) {
  const taken = [];
  for (const line of lines) {
    const [product] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        totalSold: sql`${products.totalSold} + ${line.quantity}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(products.id, line.productId),
          gte(products.stock, line.quantity),
          inArray(products.status, ['Fresh', 'Available']),
        ),
      )
      .returning({ id: products.id, name: products.name, price: products.price, imageId: products.imageId });
    if (!product) throw await refusal(tx, line, language);
    taken.push({ ...product, quantity: line.quantity });
  }
  return taken;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505';
}

async function findByIdempotencyKey(db: Executor, key: string): Promise<PlacedOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!row) return undefined;
  return { order: await toOrder(db, row), accessToken: newAccessToken(row.orderNumber, key), created: false };
}

/**
 * Places an order (storefront 4, Confirmation): prices, names and totals come from the database and
 * the shared rules, never from the request; stock is taken in the same transaction as the order is
 * written. A repeated Idempotency-Key returns the first order instead of placing a second.
 */
export interface PlaceOrderOptions {
  idempotencyKey?: string;
  /** The language of refusal messages. */
  language?: Language;
  now?: Date;
}

export async function placeOrder(
  db: Database,
  input: CreateOrder,
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const { idempotencyKey, language = 'id', now = new Date() } = options;
  const lines = mergeLines(input.items, language);
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, idempotencyKey);
    if (earlier) return earlier;
  }
  const shipping = shippingMethod(input.shippingMethod.id);
  const payment = paymentMethod(input.paymentMethod.id);
  try {
    return await db.transaction(async (tx) => {
      const taken = await takeFromStock(tx, lines, language);
      const totals = orderTotals(
        taken.map((p) => ({ unitPrice: p.price, quantity: p.quantity })),
        shipping.id,
        payment.id,
      );
      const orderNumber = await nextOrderNumber(tx, now);
      const accessToken = newAccessToken(orderNumber, idempotencyKey);
      const { customerInfo: customer } = input;
      const [row] = await tx
        .insert(orders)
        .values({
          orderNumber,
          accessTokenHash: hashAccessToken(accessToken),
          idempotencyKey: idempotencyKey ?? null,
          notes: customer.notes || null,
          customerFullName: customer.fullName,
          customerEmail: customer.email.toLowerCase(),
          customerPhone: customer.phone,
          address: customer.address,
          city: customer.city,
          province: customer.province,
          postalCode: customer.postalCode,
          shippingMethodId: shipping.id,
          shippingMethodName: shipping.name,
          shippingEstimatedDays: estimatedDays(shipping),
          paymentMethodId: payment.id,
          paymentMethodName: payment.name,
          ...totals,
          estimatedDelivery: shopDate(now, shipping.maxDays),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(orderItems).values(
        taken.map((p) => ({
          orderId: row!.id,
          productId: p.id,
          productName: p.name,
          productImage: p.imageId ? mediaUrl(p.imageId, 'thumb') : null,
          quantity: p.quantity,
          unitPrice: p.price,
          totalPrice: p.price * p.quantity,
        })),
      );
      return { order: await toOrder(tx, row!), accessToken, created: true };
    });
  } catch (error) {
    // Two requests with the same key raced; the other one won, and this one's writes were rolled back.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}
