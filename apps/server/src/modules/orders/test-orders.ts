import { asc, eq } from 'drizzle-orm';
import { CreateOrderSchema, type CreateOrderInput, type PaymentMethodId } from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { generalParameters, orderHistory, orders, products } from '../../db/schema/index.ts';
import { secondConnection } from '../../test/database.ts';
import { BUYER, buyer, insertCrabs, orderPayload } from '../../test/fixtures.ts';
import { placeOrder } from './place-order.ts';

// Test data for the orders module's tests: buyers, stocked products, orders placed at a given time.

export { BUYER, buyer, insertCrabs, secondConnection };

export interface TestOrder {
  lines: { productId: number; quantity: number }[];
  customerInfo?: CreateOrderInput['customerInfo'];
  payment?: PaymentMethodId;
  placedAt?: Date;
}

/** Places an order through the service, as the storefront would, at `placedAt`. */
export async function placeTestOrder(
  db: Database,
  { lines, customerInfo = BUYER, payment = 'bank_transfer', placedAt }: TestOrder,
) {
  const input = CreateOrderSchema.parse(orderPayload(lines, payment, customerInfo));
  return (await placeOrder(db, input, { now: placedAt })).order;
}

export async function setShopSetting(db: Executor, paramCode: string, value: number) {
  await db.insert(generalParameters).values({ paramCode, paramName: `Setting ${paramCode}`, deskripsi: String(value) });
}

export async function stockOf(db: Executor, productId: number) {
  const [row] = await db
    .select({ stock: products.stock, totalSold: products.totalSold })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export async function orderRow(db: Executor, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function historyRows(db: Executor, orderId: number) {
  return db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id));
}
