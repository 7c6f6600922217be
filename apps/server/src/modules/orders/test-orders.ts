import { asc, eq, sql } from 'drizzle-orm';
import { CreateOrderSchema, type CreateOrderInput, type PaymentMethodId } from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { generalParameters, orderHistory, orders, products } from '../../db/schema/index.ts';
import type { App } from '../../app.ts';
import { secondConnection } from '../../test/database.ts';
import { BUYER, buyer, insertCrabs, orderPayload } from '../../test/fixtures.ts';
import { signInAs } from '../../test/staff.ts';
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

export async function setShopSetting(db: Executor, paramCode: string, value: number | string) {
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

/** `count` orders of one line each, placed a minute apart from 1 March 2026, written in two statements. */
export async function insertManyOrders(db: Executor, count: number) {
  await db.execute(sql`
    insert into orders (order_number, access_token_hash, customer_full_name, customer_email, customer_phone,
      address, city, province, postal_code, shipping_method_id, shipping_method_name, shipping_estimated_days,
      payment_method_id, payment_method_name, subtotal, shipping_cost, payment_fee, total, estimated_delivery,
      created_at)
    select 'CC-BULK-' || n, 'x', 'Pembeli ' || n, 'pembeli' || n || '@contoh.id', '0812' || lpad(n::text, 8, '0'),
      'Jl. Laut ' || n, 'Jakarta', 'DKI Jakarta', '10110', 'regular', 'Pengiriman Reguler', '3-5',
      'bank_transfer', 'Transfer Bank', 100000, 0, 0, 100000, '2026-03-20',
      timestamptz '2026-03-01 00:00+07' + n * interval '1 minute'
    from generate_series(1, ${count}::int) as n`);
  await db.execute(sql`
    insert into order_items (order_id, product_name, quantity, unit_price, total_price)
    select id, 'Kepiting Bakau', 1, 100000, 100000 from orders`);
}

/** `db` counting the queries made through it, to see when an export reads its batches. */
export function countingSelects(db: Database) {
  let selects = 0;
  const counting = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'select') return value;
      return (...args: unknown[]) => ((selects += 1), (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  return { db: counting, selects: () => selects };
}

/** An export downloaded by an Admin as the reply streams it: its status and the pieces it arrived in. */
export async function exportInChunks(app: App, db: Database, url: string) {
  const staff = await signInAs(app, db, 'Admin');
  const response = await app.inject({ method: 'GET', url, headers: staff.headers, payloadAsStream: true });
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  return { statusCode: response.statusCode, chunks };
}
