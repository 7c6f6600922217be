import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  pageAnswer,
  scheduleInstant,
  SHOP_TIME_ZONE,
  type AdminBanner,
  type AdminBannerPage,
  type AdminBannerQuery,
  type BannerCreate,
  type BannerDisplayOrder,
  type BannerType,
  type BannerUpdate,
  type StaffUser,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { bannerImages, banners } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { containsPattern } from '../../lib/search.ts';
import { pictureFromInput } from '../media/index.ts';
import { diffFields, recordCatalogueChange, wholeRecord } from './change-log.ts';
import { toStoreBanner } from './mappers.ts';
import { sanitizeMarkup } from './sanitize-markup.ts';

type BannerRow = typeof banners.$inferSelect;
type Staff = Pick<StaffUser, 'id' | 'username'>;

/** Row fields the change log leaves out: bookkeeping, not something staff changed. */
const NOT_LOGGED = ['createdAt', 'updatedAt', 'version'];

function toAdminBanner(row: BannerRow, imageIds: string[]): AdminBanner {
  return {
    ...toStoreBanner(row, imageIds),
    titleEn: row.titleEn,
    subtitleEn: row.subtitleEn,
    descriptionEn: row.descriptionEn,
    buttonTextEn: row.buttonTextEn,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function imageIdsOf(executor: Executor, bannerIds: number[]): Promise<Map<number, string[]>> {
  const byBanner = new Map<number, string[]>(bannerIds.map((id) => [id, []]));
  if (bannerIds.length === 0) return byBanner;
  const rows = await executor
    .select()
    .from(bannerImages)
    .where(inArray(bannerImages.bannerId, bannerIds))
    .orderBy(asc(bannerImages.bannerId), asc(bannerImages.position));
  for (const row of rows) byBanner.get(row.bannerId)?.push(row.mediaId);
  return byBanner;
}

async function withImages(executor: Executor, rows: BannerRow[]): Promise<AdminBanner[]> {
  const images = await imageIdsOf(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminBanner(row, images.get(row.id) ?? []));
}

async function findRow(executor: Executor, id: number): Promise<BannerRow> {
  const [row] = await executor.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound('banner.notFound');
  return row;
}

/** The instant the shop day `day` (YYYY-MM-DD, WIB), `addDays` later, begins; as orders' shop-day-sql.ts. */
const shopDayStart = (day: string, addDays = 0) =>
  sql`((${day}::date + ${addDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

function listCondition(query: AdminBannerQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    query.bannerType ? eq(banners.bannerType, query.bannerType) : undefined,
    query.position ? eq(banners.position, query.position) : undefined,
    query.isActive === undefined ? undefined : eq(banners.isActive, query.isActive),
    query.isVisible === undefined ? undefined : eq(banners.isVisible, query.isVisible),
    // The banner's schedule overlaps the shop days asked for.
    query.startDate ? sql`${banners.endDate} >= ${shopDayStart(query.startDate)}` : undefined,
    query.endDate ? sql`${banners.startDate} < ${shopDayStart(query.endDate, 1)}` : undefined,
    pattern
      ? or(
          ilike(banners.title, pattern),
          ilike(banners.subtitle, pattern),
          ilike(banners.description, pattern),
          ilike(banners.tags, pattern),
          ilike(banners.titleEn, pattern),
          ilike(banners.subtitleEn, pattern),
          ilike(banners.descriptionEn, pattern),
        )
      : undefined,
  );
}

/** One page of the staff banner list, filtered and searched by the server, in display order. */
export async function listBanners(executor: Executor, query: AdminBannerQuery): Promise<AdminBannerPage> {
  const where = listCondition(query);
  const [{ total } = { total: 0 }] = await executor.select({ total: count() }).from(banners).where(where);
  const rows = await executor
    .select()
    .from(banners)
    .where(where)
    .orderBy(asc(banners.displayOrder), asc(banners.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return pageAnswer(await withImages(executor, rows), total, query.page, query.pageSize);
}

/** Every banner of one type, in display order (staff: hidden and scheduled ones included). */
export async function bannersOfType(executor: Executor, type: BannerType): Promise<AdminBanner[]> {
  const rows = await executor
    .select()
    .from(banners)
    .where(eq(banners.bannerType, type))
    .orderBy(asc(banners.displayOrder), asc(banners.id));
  return withImages(executor, rows);
}

/** One banner as staff edit it: English texts and version included. */
export async function getAdminBanner(executor: Executor, id: number): Promise<AdminBanner> {
  const [banner] = await withImages(executor, [await findRow(executor, id)]);
  return banner!;
}

/**
 * The media ids of a write's images, in order, read by the media module (a stored picture is looked up;
 * a data URL or base64 is processed like an upload, longest side 1920). Runs before the write's
 * transaction: processing takes a while, and a stored picture nobody uses is harmless (its id is its
 * content hash).
 */
async function resolveImages(db: Database, images: readonly string[], title: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, image] of images.entries()) {
    ids.push(
      await pictureFromInput(db, image, 'banner', {
        field: `images.${index}`,
        alt: title,
        wrongType: 'banner.notAnImage',
        tooLarge: 'banner.imageTooLarge',
      }),
    );
  }
  return [...new Set(ids)];
}

/** The row values of a write: markup sanitized with the allow-list, dates as instants. */
function rowValues(input: BannerCreate) {
  const description = sanitizeMarkup(input.description);
  // A description of nothing but disallowed markup (a lone <script>) is no description.
  if (!description) throw badRequest('request.invalidFields', { description: 'banner.descriptionRequired' });
  const descriptionEn = input.descriptionEn ? sanitizeMarkup(input.descriptionEn) || null : null;
  return {
    title: input.title,
    titleEn: input.titleEn ?? null,
    subtitle: input.subtitle,
    subtitleEn: input.subtitleEn ?? null,
    description,
    descriptionEn,
    buttonText: input.buttonText,
    buttonTextEn: input.buttonTextEn ?? null,
    buttonLink: input.buttonLink,
    bannerType: input.bannerType,
    position: input.position,
    displayOrder: input.displayOrder,
    isActive: input.isActive,
    isVisible: input.isVisible,
    tags: input.tags,
    // The schema took only dates scheduleInstant reads; a date-time without a zone is the shop's (WIB).
    startDate: new Date(scheduleInstant(input.startDate)!),
    endDate: new Date(scheduleInstant(input.endDate)!),
    createdBy: input.createdBy,
    categoryId: input.categoryId ?? null,
    productId: input.productId ?? null,
  };
}

async function replaceImages(tx: Executor, bannerId: number, imageIds: string[]): Promise<void> {
  await tx.delete(bannerImages).where(eq(bannerImages.bannerId, bannerId));
  if (imageIds.length > 0) {
    await tx.insert(bannerImages).values(imageIds.map((mediaId, position) => ({ bannerId, position, mediaId })));
  }
}

/** A foreign key to a category or product that does not exist is the caller's mistake, not a 500. */
function refusingUnknownLinks(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23503') {
    throw badRequest('request.invalidFields', { categoryId: 'banner.targetNotFound' });
  }
  throw error;
}

/** POST /api/Banner: stores the banner, its pictures and the change log entry in one transaction. */
export async function createBanner(db: Database, staff: Staff, input: BannerCreate): Promise<AdminBanner> {
  const values = rowValues(input);
  const imageIds = await resolveImages(db, input.images, input.title);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx.insert(banners).values(values).returning();
      await replaceImages(tx, row!.id, imageIds);
      await recordCatalogueChange(tx, staff, 'banner', row!.id, 'create', {
        ...wholeRecord(row!, 'create', NOT_LOGGED),
        images: [null, imageIds],
      });
      return row!.id;
    })
    .catch(refusingUnknownLinks);
  return getAdminBanner(db, id);
}

/**
 * PUT /api/Banner/{id}: replaces the banner's fields and pictures. The version the editor loaded must
 * still be the stored one, else 409: the second of two editors is told instead of overwriting the first.
 */
export async function updateBanner(db: Database, staff: Staff, id: number, input: BannerUpdate): Promise<AdminBanner> {
  if (input.bannerId !== undefined && input.bannerId !== id) {
    throw badRequest('request.invalidFields', { bannerId: 'banner.idMismatch' });
  }
  await findRow(db, id);
  const values = rowValues(input);
  const imageIds = await resolveImages(db, input.images, input.title);
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!before) throw notFound('banner.notFound');
      if (before.version !== input.version)
        throw conflict('banner.changedElsewhere', { version: 'banner.changedElsewhere' });
      const imagesBefore = (await imageIdsOf(tx, [id])).get(id) ?? [];
      const [after] = await tx
        .update(banners)
        .set({ ...values, version: before.version + 1, updatedAt: new Date() })
        .where(eq(banners.id, id))
        .returning();
      await replaceImages(tx, id, imageIds);
      const changes = diffFields(before, after!, NOT_LOGGED);
      if (JSON.stringify(imagesBefore) !== JSON.stringify(imageIds)) changes.images = [imagesBefore, imageIds];
      await recordCatalogueChange(tx, staff, 'banner', id, 'update', changes);
    })
    .catch(refusingUnknownLinks);
  return getAdminBanner(db, id);
}

/** DELETE /api/Banner/{id}: the banner and its picture list go; the pictures stay for anything else using them. */
export async function deleteBanner(db: Database, staff: Staff, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw notFound('banner.notFound');
    await recordCatalogueChange(tx, staff, 'banner', id, 'delete', wholeRecord(row, 'delete', NOT_LOGGED));
  });
}

/** PATCH /{id}/toggle-status and /{id}/toggle-visibility: flips one flag and answers the banner. */
export async function toggleBanner(
  db: Database,
  staff: Staff,
  id: number,
  flag: 'isActive' | 'isVisible',
): Promise<AdminBanner> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) throw notFound('banner.notFound');
    await tx
      .update(banners)
      .set({ [flag]: !before[flag], version: before.version + 1, updatedAt: new Date() })
      .where(eq(banners.id, id));
    await recordCatalogueChange(tx, staff, 'banner', id, 'update', { [flag]: [before[flag], !before[flag]] });
  });
  return getAdminBanner(db, id);
}

/** PATCH /update-display-order: every listed banner gets its new order, all in one transaction or none. */
export async function updateDisplayOrder(db: Database, staff: Staff, body: BannerDisplayOrder): Promise<AdminBanner[]> {
  const ids = [...new Set(body.banners.map((entry) => entry.bannerId))];
  if (ids.length !== body.banners.length) {
    throw badRequest('request.invalidFields', { banners: 'banner.listedTwice' });
  }
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(banners).where(inArray(banners.id, ids)).for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw notFound('banner.notFound');
    for (const { bannerId, displayOrder } of body.banners) {
      const before = byId.get(bannerId)!;
      if (before.displayOrder === displayOrder) continue;
      await tx
        .update(banners)
        .set({ displayOrder, version: before.version + 1, updatedAt: new Date() })
        .where(eq(banners.id, bannerId));
      await recordCatalogueChange(tx, staff, 'banner', bannerId, 'update', {
        displayOrder: [before.displayOrder, displayOrder],
      });
    }
  });
  const rows = await db
    .select()
    .from(banners)
    .where(inArray(banners.id, ids))
    .orderBy(asc(banners.displayOrder), asc(banners.id));
  return withImages(db, rows);
}
