import { and, asc, count, desc, eq, ilike, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  coded,
  pageAnswer,
  slugify,
  type AdminCategory,
  type AdminCategoryPage,
  type AdminCategoryQuery,
  type AdminCategorySort,
  type CategoryAdminInput,
  type StaffUser,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { containsPattern } from '../../lib/search.ts';
import { pictureFromInput, storedPicture } from '../media/index.ts';
import { diffFields, recordCatalogueChange, wholeRecord } from './change-log.ts';
import { liveProductCounts, productCountIn } from './category-service.ts';
import { toStoreCategory, type PriceRange } from './mappers.ts';
import { firstFreeSlug } from './slugs.ts';

type Staff = Pick<StaffUser, 'id' | 'username'>;
type CategoryRow = typeof categories.$inferSelect;
/** Staff count every product still in the shop, Discontinued ones included: their list shows them. */
const inTheShop = isNull(products.deletedAt);

type Counts = ReturnType<typeof liveProductCounts>;

/** The price sorts read the range computed from the products for sale; categories without one go last. */
const SORTS: Record<AdminCategorySort, (counts: Counts) => SQL[]> = {
  name_asc: () => [asc(categories.name), asc(categories.id)],
  name_desc: () => [desc(categories.name), desc(categories.id)],
  id_asc: () => [asc(categories.id)],
  id_desc: () => [desc(categories.id)],
  price_asc: (counts) => [sql`${counts.lowestPrice} asc nulls last`, asc(categories.id)],
  price_desc: (counts) => [sql`${counts.highestPrice} desc nulls last`, desc(categories.id)],
};

/** Fields the change log leaves out: bookkeeping that changes with every write. */
const UNLOGGED = ['version', 'updatedAt', 'createdAt'] as const;

interface CountedCategory extends PriceRange {
  category: CategoryRow;
  productCount: number;
}

function toAdminCategory({ category: row, productCount, lowestPrice, highestPrice }: CountedCategory): AdminCategory {
  return {
    ...toStoreCategory(row, { lowestPrice, highestPrice }),
    productCount,
    imageKey: row.imageId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const countedColumns = (counts: Counts) => ({
  category: categories,
  productCount: productCountIn(counts),
  lowestPrice: counts.lowestPrice,
  highestPrice: counts.highestPrice,
});

/** One page of the staff category list: searched over both languages' names and the description. */
export async function adminCategoryPage(executor: Executor, query: AdminCategoryQuery): Promise<AdminCategoryPage> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(ilike(categories.name, pattern), ilike(categories.nameEn, pattern), ilike(categories.description, pattern))
    : undefined;
  const counts = liveProductCounts(executor, inTheShop);
  const [rows, totals] = await Promise.all([
    executor
      .select(countedColumns(counts))
      .from(categories)
      .leftJoin(counts, eq(counts.categoryId, categories.id))
      .where(where)
      .orderBy(...SORTS[query.sort](counts))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    executor.select({ total: count() }).from(categories).where(where),
  ]);
  return pageAnswer(rows.map(toAdminCategory), totals[0]?.total ?? 0, query.page, query.pageSize);
}

async function findCategory(executor: Executor, id: number) {
  const counts = liveProductCounts(executor, inTheShop, id);
  const [row] = await executor
    .select(countedColumns(counts))
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.id, id));
  if (!row) throw notFound('category.notFound');
  return row;
}

/** One category as staff see it, with its version for the edit screen. */
export async function getAdminCategory(executor: Executor, id: number): Promise<AdminCategory> {
  const row = await findCategory(executor, id);
  return toAdminCategory(row);
}

/** A slug for a category named `name`: the shared slug rule, made unique by -2, -3, ... */
async function uniqueCategorySlug(executor: Executor, name: string, categoryId?: number): Promise<string> {
  const base = slugify(name);
  const pattern = `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}-%`;
  const rows = await executor
    .select({ slug: categories.slug })
    .from(categories)
    .where(
      and(
        or(eq(categories.slug, base), like(categories.slug, pattern)),
        categoryId === undefined ? undefined : ne(categories.id, categoryId),
      ),
    );
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * The picture a write asks for: an uploaded key, or a URL the media module reads (a picture of this shop,
 * or a data URL / raw base64 processed bounded to 800 x 600). `undefined` keeps the current picture; null
 * removes it.
 */
async function pictureFor(
  tx: Executor,
  input: Pick<CategoryAdminInput, 'imageKey' | 'imageUrl' | 'categoryName'>,
  current: string | null,
): Promise<string | null> {
  if (input.imageKey) return storedPicture(tx, input.imageKey, 'imageKey');
  const url = input.imageUrl;
  if (url === undefined) return input.imageKey === null ? null : current;
  if (url === null) return null;
  return pictureFromInput(tx, url, 'category', { field: 'imageUrl', alt: input.categoryName });
}

const texts = (input: CategoryAdminInput) => ({
  name: input.categoryName,
  nameEn: input.categoryNameEn ?? null,
  description: input.description,
  descriptionEn: input.descriptionEn ?? null,
});

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/** Two editors taking the same new slug at once: the unique index refuses the second; say so. */
async function slugGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict('category.nameClash', { categoryName: 'category.nameClash' });
  }
}

/** Adds a category (POST /api/CrabClawCategories); the slug comes from the name. Logged. */
export async function createCategory(db: Database, staff: Staff, input: CategoryAdminInput): Promise<AdminCategory> {
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const imageId = await pictureFor(tx, input, null);
      const slug = await uniqueCategorySlug(tx, input.categoryName);
      const [row] = await tx
        .insert(categories)
        .values({ ...texts(input), slug, isPopular: input.isPopular ?? false, imageId })
        .returning();
      await recordCatalogueChange(tx, staff, 'category', row!.id, 'create', wholeRecord(row!, 'create', UNLOGGED));
      return toAdminCategory({ category: row!, productCount: 0, lowestPrice: null, highestPrice: null });
    }),
  );
}

async function lockCategory(tx: Executor, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound('category.notFound');
  return row;
}

async function saveChanges(tx: Executor, staff: Staff, before: CategoryRow, values: Partial<CategoryRow>) {
  const [after] = await tx
    .update(categories)
    .set({ ...values, version: sql`${categories.version} + 1`, updatedAt: new Date() })
    .where(eq(categories.id, before.id))
    .returning();
  await recordCatalogueChange(tx, staff, 'category', before.id, 'update', diffFields(before, after!, UNLOGGED));
  return toAdminCategory({ ...(await findCategory(tx, before.id)), category: after! });
}

/**
 * Saves an edit (PUT /api/CrabClawCategories/{categoryID}). With `version`, 409 when someone saved in
 * between, so no edit is lost silently; a new name gives a new unique slug. Logged.
 */
export async function updateCategory(
  db: Database,
  staff: Staff,
  id: number,
  input: CategoryAdminInput,
): Promise<AdminCategory> {
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      if (input.version !== undefined && input.version !== before.version) {
        throw conflict('category.changedElsewhere');
      }
      const slug =
        input.categoryName === before.name ? before.slug : await uniqueCategorySlug(tx, input.categoryName, id);
      const imageId = await pictureFor(tx, input, before.imageId);
      return saveChanges(tx, staff, before, {
        ...texts(input),
        slug,
        isPopular: input.isPopular ?? before.isPopular,
        imageId,
      });
    }),
  );
}

/** Flags a category popular or regular (PATCH /api/CrabClawCategories/{id}/status). Logged. */
export async function setCategoryPopular(
  db: Database,
  staff: Staff,
  id: number,
  isPopular: boolean,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    return saveChanges(tx, staff, before, { isPopular });
  });
}

/**
 * Deletes a category (DELETE /api/CrabClawCategories/{id}). One that still has products answers 409 and
 * says how many, rather than orphaning them; hidden products that orders refer to also keep it. Logged.
 */
export async function deleteCategory(db: Database, staff: Staff, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const [live] = await tx
      .select({ total: count() })
      .from(products)
      .where(and(eq(products.categoryId, id), isNull(products.deletedAt)));
    if (live && live.total > 0) throw conflict(coded('category.hasProducts', { count: live.total }));
    const [hidden] = await tx.select({ total: count() }).from(products).where(eq(products.categoryId, id));
    if (hidden && hidden.total > 0) {
      throw conflict('category.hasDeletedProducts');
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordCatalogueChange(tx, staff, 'category', id, 'delete', wholeRecord(row, 'delete', UNLOGGED));
  });
}
