import { readShopSettings, type ShopSettings } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { listGeneralParameters } from '../catalogue/index.ts';

/** The shop's rules for orders (payment window, caps) as staff last set them in the general parameters. */
export async function shopSettings(executor: Executor): Promise<ShopSettings> {
  return readShopSettings(await listGeneralParameters(executor));
}
