import { and, asc, count, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { UNLISTED_STATUS, type ProductStatus, type SaleUnit } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { catalogueChanged } from './cache-invalidation.ts';
import { productTag, SALES_RANKING_TAG } from './read-cache.ts';

/** What isPurchasable (packages/shared) sells, as a list for the conditional UPDATE. */
export const SELLABLE: ProductStatus[] = ['Fresh', 'Available'];

export interface StockLine {
  productId: number;
  quantity: number;
}

/** A line taken from stock, with what the order records of the product at that moment. */
export interface TakenLine extends StockLine {
  name: string;
  price: number;
  imageId: string | null;
  saleUnit: SaleUnit;
  weight: number;
  /** The stock left after this line, and the product's own low-stock threshold (null: the shop's default). */
  stock: number;
  lowStockThreshold: number | null;
}

/** Why a line could not be taken: the product as it is now, or null when it no longer exists. */
export interface StockShortage {
  productId: number;
  reason: 'gone' | 'notForSale' | 'soldOut' | 'short';
  product: { name: string; status: string; stock: number } | null;
}

export type StockTaking = { taken: TakenLine[] } | { shortage: StockShortage };

/** A stock change shows in the answers naming these products. */
const stockChanged = (tx: Executor, lines: readonly StockLine[]) =>
  catalogueChanged(
    tx,
    lines.map((line) => productTag(line.productId)),
  );

/** Orders every lock in product id order, so two transactions never wait for each other in a circle. */
const byProductId = <Line extends StockLine>(lines: readonly Line[]) =>
  [...lines].sort((a, b) => a.productId - b.productId);

async function shortageOf(tx: Executor, line: StockLine): Promise<StockShortage> {
  const [product] = await tx
    .select({ name: products.name, status: products.status, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, line.productId), isNull(products.deletedAt)));
  const reason = !product
    ? 'gone'
    : !SELLABLE.includes(product.status)
      ? 'notForSale'
      : product.stock === 0
        ? 'soldOut'
        : 'short';
  return { productId: line.productId, reason, product: product ?? null };
}

/**
 * Takes each line from stock with one conditional UPDATE: the row lock makes concurrent orders wait
 * for each other, and `stock >= quantity` makes a late one fail instead of selling what is gone. Stops
 * at the first line that cannot be had and says why; the caller's transaction rolls back what was taken.
 * Undo: returnStock.
 */
export async function takeStock(tx: Executor, lines: readonly StockLine[], now = new Date()): Promise<StockTaking> {
  const taken: TakenLine[] = [];
  for (const line of byProductId(lines)) {
    const [product] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        updatedAt: now,
      })
      .where(
        and(
          eq(products.id, line.productId),
          gte(products.stock, line.quantity),
          inArray(products.status, SELLABLE),
          // A deleted product stays only for the orders that refer to it; nobody can order it again.
          isNull(products.deletedAt),
        ),
      )
      .returning({
        name: products.name,
        price: products.price,
        imageId: products.imageId,
        saleUnit: products.saleUnit,
        weight: products.weight,
        stock: products.stock,
        lowStockThreshold: products.lowStockThreshold,
      });
    if (!product) return { shortage: await shortageOf(tx, line) };
    taken.push({ ...line, ...product });
  }
  await stockChanged(tx, taken);
  return { taken };
}

/**
 * Puts the lines back on the shelf. Lines whose product was deleted since (productId null) have nowhere to go
 * and are skipped.
 */
export async function returnStock(
  tx: Executor,
  lines: readonly { productId: number | null; quantity: number }[],
  now = new Date(),
): Promise<void> {
  const known = lines.filter((line): line is StockLine => line.productId !== null);
  for (const line of byProductId(known)) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        updatedAt: now,
      })
      .where(eq(products.id, line.productId));
  }
  if (known.length > 0) await stockChanged(tx, known);
}

/**
 * Counts an order's lines as sold when it is delivered (`by` 1), or takes them off again when a correction
 * moves it back (`by` -1): the sold count is the delivered units plus the starting figure (decision 029).
 * Lines of deleted products (productId null) are skipped; the best sellers may reorder.
 */
export async function countDelivered(
  tx: Executor,
  lines: readonly { productId: number | null; quantity: number }[],
  by: 1 | -1,
  now = new Date(),
): Promise<void> {
  const known = lines.filter((line): line is StockLine => line.productId !== null);
  for (const line of byProductId(known)) {
    await tx
      .update(products)
      .set({ totalSold: sql`${products.totalSold} + ${by * line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
  }
  if (known.length > 0)
    await catalogueChanged(tx, [...known.map((line) => productTag(line.productId)), SALES_RANKING_TAG]);
}

/**
 * Products low on stock by isLowStock (packages/shared/src/low-stock.ts), read by the database: each at or below
 * its own threshold or else `defaultThreshold` (parameter 014), Discontinued and deleted ones left out. How many,
 * and the 5 lowest (the dashboard).
 */
export async function lowStock(db: Executor, defaultThreshold: number) {
  const threshold = sql<number>`coalesce(${products.lowStockThreshold}, ${defaultThreshold})`;
  const isLow = and(lte(products.stock, threshold), ne(products.status, UNLISTED_STATUS), isNull(products.deletedAt));
  const [counted] = await db.select({ total: count() }).from(products).where(isLow);
  const lowStockProducts = await db
    .select({
      productId: products.id,
      productName: products.name,
      stock: products.stock,
      saleUnit: products.saleUnit,
      threshold: threshold.mapWith(Number),
    })
    .from(products)
    .where(isLow)
    .orderBy(asc(products.stock), asc(products.name))
    .limit(5);
  return { lowStockCount: counted?.total ?? 0, lowStockProducts };
}
