import type { APIRequestContext } from '@playwright/test';
import type { BannerCreateInput } from '@crabclaw/shared';
import { expect, test, uniqueTag } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';

// A journey makes the banners it looks at through the API as staff make them (issue 24), instead of reading the
// demo's three; each write goes out on `request` as it is signed in, as staff who may write banners.

export type TestBannerFields = Partial<BannerCreateInput>;

export interface CreatedBanner {
  bannerId: number;
  title: string;
}

/**
 * A banner shown from yesterday to tomorrow, a HERO at the top at display order 1 unless `fields` say otherwise,
 * titled `Banner uji <tag>`.
 */
export async function createBanner(
  request: APIRequestContext,
  baseURL: string,
  fields: TestBannerFields = {},
): Promise<CreatedBanner> {
  const now = Date.now();
  const created = await request.post('/api/Banner', {
    headers: { origin: baseURL },
    data: {
      title: `Banner uji ${uniqueTag()}`,
      subtitle: 'Dibuat oleh uji banner',
      description: '<p>Uji</p>',
      buttonText: 'Lihat',
      buttonLink: '/public/products',
      bannerType: 'HERO',
      position: 'TOP',
      displayOrder: 1,
      startDate: new Date(now - 86_400_000).toISOString(),
      endDate: new Date(now + 86_400_000).toISOString(),
      createdBy: 'Uji',
      images: [],
      ...fields,
    } satisfies BannerCreateInput,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedBanner;
}

/** Takes banners off the shop again, so later journeys never meet them. */
export async function deleteBanners(
  request: APIRequestContext,
  baseURL: string,
  banners: readonly { bannerId: number }[],
): Promise<void> {
  for (const { bannerId } of banners) {
    const deleted = await request.delete(`/api/Banner/${bannerId}`, { headers: { origin: baseURL } });
    expect(deleted.status(), await deleted.text()).toBeLessThan(300);
  }
}

/** The banners whose title holds `text`, as the back office's search finds them, for a journey's clean-up. */
export async function bannersTitled(request: APIRequestContext, text: string): Promise<CreatedBanner[]> {
  const found = await request.get(`/api/Banner?search=${encodeURIComponent(text)}`);
  expect(found.status(), await found.text()).toBe(200);
  return ((await found.json()) as { data: CreatedBanner[] }).data;
}

/**
 * A journey owning banners (as testWithProduct owns products): `makeBanner` makes one as the owner, with
 * createBanner's defaults where `fields` say nothing, and every banner it made is deleted after the journey.
 */
export const testWithBanners = test.extend<{ makeBanner: (fields?: TestBannerFields) => Promise<CreatedBanner> }>({
  makeBanner: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request, baseURL!);
    const made: CreatedBanner[] = [];
    await use(async (fields) => {
      const created = await createBanner(request, baseURL!, fields);
      made.push(created);
      return created;
    });
    await deleteBanners(request, baseURL!, made);
    await request.dispose();
  },
});
