import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { categories, generalParameters, shopSetup } from '../db/schema/index.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { BLANK_GENERAL_PARAMETERS } from './demo-data.ts';

export type ShopSetup =
  | { firstStart: true; demo: Awaited<ReturnType<typeof seedDemoCatalogue>> }
  | { firstStart: false; setUpAt: Date; demoSeeded: boolean };

/**
 * Sets the shop up on its first start, once (recorded in shop_setup): the demo catalogue when `seedDemo`,
 * else the general parameters with the shop's facts empty. Later starts find the record and touch nothing,
 * so what staff deleted stays deleted. Callers hold the start-up lock (DatabaseHandle.exclusively).
 */
export function setUpShop(db: Database, { seedDemo }: { seedDemo: boolean }): Promise<ShopSetup> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx.select().from(shopSetup);
    if (recorded) return { firstStart: false, setUpAt: recorded.setUpAt, demoSeeded: recorded.demoSeeded };
    // Categories without a record were put there some other way (a restored dump, a script): they are the shop's.
    const [catalogue] = await tx.select({ total: count() }).from(categories);
    const demo = seedDemo && catalogue?.total === 0 ? await seedDemoCatalogue(tx) : undefined;
    if (!demo) await tx.insert(generalParameters).values(BLANK_GENERAL_PARAMETERS).onConflictDoNothing();
    await tx.insert(shopSetup).values({ demoSeeded: demo !== undefined });
    return { firstStart: true, demo };
  });
}

/** SEED_DEMO, else the demo only on the embedded database: the two-command quick start shows a filled shop. */
export function wantsDemo({ SEED_DEMO, DATABASE_URL }: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL'>): boolean {
  return SEED_DEMO ?? !DATABASE_URL;
}
