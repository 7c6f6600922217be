import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  coded,
  DB_INT_MAX,
  DEFAULT_SALE_UNIT,
  pageAnswer,
  sellingPrice,
  type AdminProduct,
  type AdminProductPage,
  type AdminProductQuery,
  type AdminProductSort,
  type ProductAdminInput,
  type ProductImageUpload,
  type StaffUser,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { errorChain } from '../../db/database-errors.ts';
import { categories, orderItems, products } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { containsPattern } from '../../lib/search.ts';
import { mediaUrl, pictureFromInput, storedPicture, storeUpload } from '../media/index.ts';
import { diffFields, recordCatalogueChange, wholeRecord } from './change-log.ts';
import { toStoreProduct } from './mappers.ts';
import { hasTrigrams, holdsPattern, inCategoriesOrText, namedCategoryIds } from './product-filter.ts';
import { retireProductSlug, uniqueProductSlug } from './slugs.ts';

type Staff = Pick<StaffUser, 'id' | 'username'>;
type ProductRow = typeof products.$inferSelect;
type NewProductRow = typeof products.$inferInsert;

/** Pictures are kept by the shop; the spec's clients expect a bucket name (default 'crabclaw'). */
const IMAGE_BUCKET = 'crabclaw';
/** Left out of the change log: bookkeeping that changes with every write, and the search text the database derives. */
const UNLOGGED = ['updatedAt', 'version', 'searchText'] as const;

const categoryColumns = { id: categories.id, name: categories.name, nameEn: categories.nameEn, slug: categories.slug };

function toAdminProduct(row: ProductRow, category: { id: number; name: string; nameEn: string | null; slug: string }) {
  return {
    ...toStoreProduct(row, category),
    soldBeforeOnline: row.soldBeforeOnline,
    featuredPosition: row.featuredPosition,
    tags: row.tags,
    lowStockThreshold: row.lowStockThreshold,
    imageKey: row.imageId,
    imageBucket: IMAGE_BUCKET,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  } satisfies AdminProduct;
}

/** The columns the staff list sorts by: those of products, or the same columns of a subquery over it. */
type AdminSortKeys = Record<'id' | 'name' | 'price' | 'stock' | 'updatedAt', SQLWrapper>;
const sortColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  stock: products.stock,
  updatedAt: products.updatedAt,
};

const ORDER_BY: Record<AdminProductSort, (keys: AdminSortKeys) => SQL[]> = {
  id_desc: (keys) => [desc(keys.id)],
  name_asc: (keys) => [asc(keys.name), asc(keys.id)],
  name_desc: (keys) => [desc(keys.name), asc(keys.id)],
  price_asc: (keys) => [asc(keys.price), asc(keys.id)],
  price_desc: (keys) => [desc(keys.price), asc(keys.id)],
  stock_asc: (keys) => [asc(keys.stock), asc(keys.id)],
  updated_desc: (keys) => [desc(keys.updatedAt), desc(keys.id)],
};

/**
 * The products of the page asked for, with their categories. A search's matches are found through their
 * own indexes, then sorted: a subquery with a LIMIT is planned on its own, so the planner cannot walk a
 * sort's index instead. That walk reads as far along the index as the matches lie, the whole catalogue when
 * they bunch at its end ('salmon' by name), and the planner, taking conditions to be independent, cannot
 * foresee it (decision 014). A searched page then costs about what its count does. A search of one or two
 * letters has no trigram to look up: the planner walks or scans as it sees fit.
 */
async function pageRows(executor: Executor, where: SQL | undefined, query: AdminProductQuery) {
  const order = ORDER_BY[query.sort];
  const offset = (query.page - 1) * query.pageSize;
  const rows = executor
    .select({ product: products, category: categoryColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
  if (!query.search || !hasTrigrams(query.search)) {
    return rows
      .where(where)
      .orderBy(...order(products))
      .limit(query.pageSize)
      .offset(offset);
  }
  const matches = executor.select(sortColumns).from(products).where(where).limit(DB_INT_MAX).as('matches');
  const page = executor
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...order(matches))
    .limit(query.pageSize)
    .offset(offset);
  return rows.where(inArray(products.id, page)).orderBy(...order(products));
}

/**
 * The staff search (back-office.md, product list): name, English name, description, location, barcode or
 * category name holds the text, without regard to case. The first three through search_text, the next two
 * through their own trigram index, the category through the ids of the categories it names: every part
 * served by an index (decision 014), with ILIKE's matches.
 */
async function staffSearch(executor: Executor, search: string): Promise<SQL> {
  const pattern = containsPattern(search);
  const categoryIds = await namedCategoryIds(executor, ilike(categories.name, pattern));
  const inText = or(
    holdsPattern(products.searchText, pattern),
    holdsPattern(sql`lower(${products.location})`, pattern),
    holdsPattern(sql`lower(${products.barcode})`, pattern),
  )!;
  return inCategoriesOrText(products.categoryId, categoryIds, inText);
}

/** The staff product list: searched, filtered, sorted and paged by the database; deleted products left out. */
export async function adminProductPage(executor: Executor, query: AdminProductQuery): Promise<AdminProductPage> {
  const where = and(
    isNull(products.deletedAt),
    query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
    query.productStatus === undefined ? undefined : eq(products.status, query.productStatus),
    query.search ? await staffSearch(executor, query.search) : undefined,
  );
  const [rows, totals] = await Promise.all([
    pageRows(executor, where, query),
    // Without the categories: every product has one (a foreign key), so the count reads products alone.
    executor.select({ total: count() }).from(products).where(where),
  ]);
  const data = rows.map((row) => toAdminProduct(row.product, row.category));
  return pageAnswer(data, totals[0]?.total ?? 0, query.page, query.pageSize);
}

async function productRow(executor: Executor, id: number, forUpdate = false) {
  const query = executor
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('product.notFound');
  return row;
}

/** One product as staff see it (stock, version, English texts, picture key); 404 when unknown or deleted. */
export async function getAdminProduct(executor: Executor, id: number): Promise<AdminProduct> {
  const [row] = await executor
    .select({ product: products, category: categoryColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound('product.notFound');
  return toAdminProduct(row.product, row.category);
}

/** The picture of a product: its key and the URL a page shows (null when it has none). */
export async function productImageUrl(executor: Executor, id: number) {
  const row = await productRow(executor, id);
  return { imageKey: row.imageId, imageUrl: row.imageId ? mediaUrl(row.imageId, 'card') : null };
}

/**
 * Checks and stores an uploaded product picture (real type, 10 MB, pixel count; longest side 800 px). A file
 * that is no picture is refused by its name, as the form refuses it.
 */
export async function storeProductImage(
  executor: Executor,
  bytes: Uint8Array,
  fileName: string,
): Promise<ProductImageUpload> {
  try {
    const imageKey = await storeUpload(executor, bytes, 'product');
    return { imageKey, imageUrl: mediaUrl(imageKey, 'card') };
  } catch (error) {
    if (!(error instanceof HttpError) || error.reason.code !== 'image.wrongType') throw error;
    const notPicture = coded('image.notPicture', { name: fileName });
    throw badRequest(notPicture, { file: notPicture });
  }
}

/**
 * The picture a write asks for, as a media id: undefined keeps the current one, null removes it. A key
 * names an upload; a URL is read by the media module (a data URL or base64 is processed like an upload).
 */
async function requestedImage(executor: Executor, input: ProductAdminInput): Promise<string | null | undefined> {
  if (input.imageKey !== undefined) {
    return input.imageKey === null ? null : storedPicture(executor, input.imageKey, 'imageKey');
  }
  const url = input.imageUrl;
  if (url === undefined || url === null) return url;
  return pictureFromInput(executor, url, 'product', { field: 'imageUrl' });
}

async function checkCategory(executor: Executor, categoryId: number) {
  const [row] = await executor.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw badRequest('product.categoryMissing', { categoryId: 'product.categoryMissing' });
}

async function checkBarcode(executor: Executor, barcode: string | null | undefined, productId?: number) {
  if (!barcode) return;
  const [row] = await executor.select({ id: products.id }).from(products).where(eq(products.barcode, barcode));
  if (row && row.id !== productId) throw conflict('product.barcodeTaken', { barcode: 'product.barcodeTaken' });
}

/**
 * The starting figure staff enter, and the sold count it is part of: the count moves by the figure's change,
 * read in the UPDATE itself so a delivery counted meanwhile is kept (decision 029).
 */
function soldBeforeOnline(figure: number | undefined) {
  if (figure === undefined) return {};
  return {
    soldBeforeOnline: figure,
    totalSold: sql<number>`${products.totalSold} - ${products.soldBeforeOnline} + ${figure}`,
  };
}

/** The row's columns a form sets; fields the body left out are left out here (an update keeps them). */
function columnsOf(input: ProductAdminInput) {
  const columns: { [Column in keyof NewProductRow]?: NewProductRow[Column] | SQL } = {
    name: input.productName,
    categoryId: input.categoryId,
    description: input.description,
    weight: input.weight,
    location: input.location,
    originalPrice: input.originalPrice,
    discountPrice: input.discountPrice,
    price: sellingPrice(input.originalPrice, input.discountPrice),
    rating: input.rating,
    ...soldBeforeOnline(input.soldBeforeOnline),
    status: input.productStatus,
    saleUnit: input.saleUnit,
    handling: input.handling,
    stock: input.stock,
    lowStockThreshold: input.lowStockThreshold,
    barcode: input.barcode,
    isPopular: input.isPopular,
    isFeatured: input.isUnggulan,
    featuredPosition: input.featuredPosition,
    nameEn: input.productNameEn,
    descriptionEn: input.descriptionEn,
    tags: input.tags ?? undefined,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** A unique violation that slipped past the checks (two writers at once) is a conflict, not a 500. */
function asConflict(error: unknown): never {
  const violation = errorChain(error).find((link) => link.code === '23505');
  if (violation) {
    throw violation.message.includes('barcode')
      ? conflict('product.barcodeTaken', { barcode: 'product.barcodeTaken' })
      : conflict('product.nameClash');
  }
  throw error;
}

/** Creates a product (slug from its name, unique) and records it in the change log, in one transaction. */
export async function createProduct(db: Database, staff: Staff, input: ProductAdminInput): Promise<AdminProduct> {
  const imageId = await requestedImage(db, input);
  const id = await db
    .transaction(async (tx) => {
      await checkCategory(tx, input.categoryId);
      await checkBarcode(tx, input.barcode);
      const [row] = await tx
        .insert(products)
        .values({
          ...columnsOf(input),
          // A new product has no delivered orders: its sold count is the starting figure alone.
          totalSold: input.soldBeforeOnline ?? 0,
          saleUnit: input.saleUnit ?? DEFAULT_SALE_UNIT,
          slug: await uniqueProductSlug(tx, input.productName),
          imageId: imageId ?? null,
        } as NewProductRow)
        .returning();
      await recordCatalogueChange(tx, staff, 'product', row!.id, 'create', wholeRecord(row!, 'create', UNLOGGED));
      return row!.id;
    })
    .catch(asConflict);
  return getAdminProduct(db, id);
}

/**
 * Saves an edit. With a version, a product changed since the editor loaded it answers 409 and nothing
 * is written; a rename gives a new slug and keeps the old one so its URL redirects.
 */
export async function updateProduct(
  db: Database,
  staff: Staff,
  id: number,
  input: ProductAdminInput,
): Promise<AdminProduct> {
  await productRow(db, id);
  const imageId = await requestedImage(db, input);
  await db
    .transaction(async (tx) => {
      const before = await productRow(tx, id, true);
      if (input.version !== undefined && input.version !== before.version) {
        throw conflict('product.changedElsewhere', { version: 'product.changedElsewhere' });
      }
      await checkCategory(tx, input.categoryId);
      await checkBarcode(tx, input.barcode, id);
      const slug = input.productName === before.name ? before.slug : await uniqueProductSlug(tx, input.productName, id);
      if (slug !== before.slug) await retireProductSlug(tx, id, before.slug, slug);
      const [after] = await tx
        .update(products)
        .set({
          ...columnsOf(input),
          slug,
          ...(imageId === undefined ? {} : { imageId }),
          version: before.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      await recordCatalogueChange(tx, staff, 'product', id, 'update', diffFields(before, after!, UNLOGGED));
    })
    .catch(asConflict);
  return getAdminProduct(db, id);
}

/**
 * Deletes a product. One that no order refers to is removed; one that orders refer to is hidden instead
 * (deletedAt set, barcode freed): it leaves the shop and the orders keep their lines.
 */
export async function deleteProduct(db: Database, staff: Staff, id: number): Promise<{ hidden: boolean }> {
  return db.transaction(async (tx) => {
    const before = await productRow(tx, id, true);
    // A read of the orders module's table: only whether any line names this product.
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      await tx
        .update(products)
        .set({ deletedAt: new Date(), barcode: null, version: before.version + 1, updatedAt: new Date() })
        .where(eq(products.id, id));
    } else {
      await tx.delete(products).where(eq(products.id, id));
    }
    await recordCatalogueChange(tx, staff, 'product', id, 'delete', wholeRecord(before, 'delete', UNLOGGED));
    return { hidden: Boolean(ordered) };
  });
}
