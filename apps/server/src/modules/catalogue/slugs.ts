import { and, eq, isNull, like, ne, or } from 'drizzle-orm';
import { slugify } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { categories, products, productSlugHistory } from '../../db/schema/index.ts';

/** LIKE treats % and _ as wildcards; slugs hold neither, but escape them for any caller's text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A slug for a product named `name`: the shared slug rule, made unique by -2, -3, ... among the other
 * products' slugs and the slugs they had before (an old URL keeps leading to the product it named).
 */
export async function uniqueProductSlug(executor: Executor, name: string, productId?: number): Promise<string> {
  const base = slugify(name);
  const pattern = `${escapeLike(base)}-%`;
  const notSelf = (column: typeof products.id | typeof productSlugHistory.productId) =>
    productId === undefined ? undefined : ne(column, productId);
  const [current, retired] = await Promise.all([
    executor
      .select({ slug: products.slug })
      .from(products)
      .where(and(or(eq(products.slug, base), like(products.slug, pattern)), notSelf(products.id))),
    executor
      .select({ slug: productSlugHistory.slug })
      .from(productSlugHistory)
      .where(
        and(
          or(eq(productSlugHistory.slug, base), like(productSlugHistory.slug, pattern)),
          notSelf(productSlugHistory.productId),
        ),
      ),
  ]);
  return firstFreeSlug(base, new Set([...current, ...retired].map((row) => row.slug)));
}

/**
 * Keeps a renamed product's old slug so its old URL redirects; a product renamed back to an old name
 * takes that slug back from its history.
 */
export async function retireProductSlug(executor: Executor, productId: number, oldSlug: string, newSlug: string) {
  await executor
    .delete(productSlugHistory)
    .where(and(eq(productSlugHistory.slug, newSlug), eq(productSlugHistory.productId, productId)));
  await executor
    .insert(productSlugHistory)
    .values({ slug: oldSlug, productId })
    .onConflictDoUpdate({ target: productSlugHistory.slug, set: { productId, retiredAt: new Date() } });
}

/**
 * Where an old product URL leads now: the current category and product slugs of the product that once
 * had `productSlug`, or null. The category part of an old URL is not trusted (the product may have moved).
 */
export async function currentProductUrlParts(executor: Executor, productSlug: string) {
  const [row] = await executor
    .select({ categorySlug: categories.slug, productSlug: products.slug })
    .from(productSlugHistory)
    .innerJoin(products, eq(products.id, productSlugHistory.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(productSlugHistory.slug, productSlug), isNull(products.deletedAt)))
    .limit(1);
  return row ?? null;
}
