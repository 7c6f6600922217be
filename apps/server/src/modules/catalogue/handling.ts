import { inArray } from 'drizzle-orm';
import type { HandledLine } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** How each of these products travels (issue 27), in id order; unknown ids are left to the stock step to refuse. */
export async function productHandling(executor: Executor, ids: readonly number[]): Promise<HandledLine[]> {
  if (ids.length === 0) return [];
  return executor
    .select({ name: products.name, handling: products.handling })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.id);
}
