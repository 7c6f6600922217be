import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { notFound } from '../../lib/http-errors.ts';
import type { StoreBanner } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { bannerImages, banners } from '../../db/schema/index.ts';
import { toStoreBanner } from './mappers.ts';
import { sanitizeMarkup } from './sanitize-markup.ts';

type BannerRow = typeof banners.$inferSelect;

/**
 * The storefront inserts a banner's markup as it comes (decision 009), so it passes the write path's
 * allow-list again on the way out: a row stored before sanitizing existed, or edited in the database, is made
 * safe too. Clean markup comes out unchanged, and the read cache keeps the answer, so this runs per cache miss.
 */
function withSafeMarkup(banner: StoreBanner): StoreBanner {
  return {
    ...banner,
    description: sanitizeMarkup(banner.description),
    descriptionEn: banner.descriptionEn && sanitizeMarkup(banner.descriptionEn),
  };
}

async function withImages(executor: Executor, rows: BannerRow[]): Promise<StoreBanner[]> {
  if (rows.length === 0) return [];
  const images = await executor
    .select()
    .from(bannerImages)
    .where(
      inArray(
        bannerImages.bannerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(bannerImages.bannerId), asc(bannerImages.position));
  return rows.map((row) =>
    withSafeMarkup(
      toStoreBanner(
        row,
        images.filter((image) => image.bannerId === row.id).map((image) => image.mediaId),
      ),
    ),
  );
}

/** What makes a banner one the storefront shows now: active, visible and inside its date window. */
const shownAt = (now: Date) =>
  and(eq(banners.isActive, true), eq(banners.isVisible, true), lte(banners.startDate, now), gte(banners.endDate, now));

/** Banners the storefront shows now, in display order. */
export async function activeBanners(executor: Executor, now = new Date()): Promise<StoreBanner[]> {
  const rows = await executor
    .select()
    .from(banners)
    .where(shownAt(now))
    .orderBy(asc(banners.displayOrder), asc(banners.id));
  return withImages(executor, rows);
}

/** One banner as the storefront shows it; 404 for one it does not show now (hidden, off, not started, over). */
export async function shownBanner(executor: Executor, id: number, now = new Date()): Promise<StoreBanner> {
  const rows = await executor
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), shownAt(now)));
  const [banner] = await withImages(executor, rows);
  if (!banner) throw notFound('banner.notFound');
  return banner;
}

/**
 * When the banners shown change by the clock alone: the nearest start ahead, or the moment after the
 * nearest end, of an active and visible banner; null when none is ahead.
 */
export async function nextBannerChange(executor: Executor, now = new Date()): Promise<Date | null> {
  const [row] = await executor
    .select({
      at: sql<Date | null>`least(
        min(${banners.startDate}) filter (where ${banners.startDate} > ${now}),
        min(${banners.endDate}) filter (where ${banners.endDate} >= ${now}) + interval '1 millisecond'
      )`.mapWith(banners.startDate),
    })
    .from(banners)
    .where(and(eq(banners.isActive, true), eq(banners.isVisible, true)));
  return row?.at ?? null;
}
