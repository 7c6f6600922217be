import { inArray } from 'drizzle-orm';
import type { HandlingClass, SaleUnit } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

export interface ShippedProduct {
  id: number;
  name: string;
  handling: HandlingClass;
  saleUnit: SaleUnit;
  weight: number;
}

/**
 * How each of these products travels (issue 27) and what it weighs per sale unit (decision 041), in id order;
 * unknown ids are left to the stock step to refuse.
 */
export async function productHandling(executor: Executor, ids: readonly number[]): Promise<ShippedProduct[]> {
  if (ids.length === 0) return [];
  return executor
    .select({
      id: products.id,
      name: products.name,
      handling: products.handling,
      saleUnit: products.saleUnit,
      weight: products.weight,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.id);
}
