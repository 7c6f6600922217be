import { and, eq, sql } from 'drizzle-orm';
import { isShopPageKey, type ShopPage, type ShopPageUpdate, type StaffUser } from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { shopPages } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { catalogueChanged, sanitizeMarkup } from '../catalogue/index.ts';

const columns = {
  key: shopPages.key,
  id: shopPages.id,
  en: shopPages.en,
  version: shopPages.version,
  updatedAt: shopPages.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toPage = (row: Row): ShopPage => ({ ...row, updatedAt: row.updatedAt.toISOString() });

function knownKey(key: string) {
  if (!isShopPageKey(key)) throw notFound('page.notFound');
  return key;
}

/** One of the shop's pages in both languages (GET /api/pages/{key}); 404 for a key that is not a page. */
export async function getShopPage(executor: Executor, key: string): Promise<ShopPage> {
  const [row] = await executor
    .select(columns)
    .from(shopPages)
    .where(eq(shopPages.key, knownKey(key)));
  if (!row) throw notFound('page.notFound');
  return toPage(row);
}

/** Markup reduced to the banners' allow-list; one that keeps nothing to read is as good as empty. */
function cleaned(markup: string, field: 'id' | 'en') {
  const clean = sanitizeMarkup(markup);
  if (clean.replace(/<[^>]*>/g, '').trim() === '') {
    const required = field === 'id' ? 'page.idRequired' : 'page.enRequired';
    throw badRequest(required, { [field]: required });
  }
  return clean;
}

/**
 * Saves a page (PUT /api/pages/{key}) edited on `body.version`: sanitized, 409 when someone saved in between.
 * The storefront's cached reads and pages are dropped in every process before it answers (decision 011).
 */
export async function saveShopPage(
  db: Database,
  staff: Pick<StaffUser, 'username'>,
  key: string,
  body: ShopPageUpdate,
): Promise<ShopPage> {
  const pageKey = knownKey(key);
  const values = { id: cleaned(body.id, 'id'), en: cleaned(body.en, 'en') };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shopPages)
      .set({ ...values, version: sql`${shopPages.version} + 1`, updatedAt: new Date(), updatedBy: staff.username })
      .where(and(eq(shopPages.key, pageKey), eq(shopPages.version, body.version)))
      .returning(columns);
    if (!row) {
      await getShopPage(tx, pageKey);
      throw conflict('page.changedElsewhere');
    }
    await catalogueChanged(tx, 'all');
    return toPage(row);
  });
}
