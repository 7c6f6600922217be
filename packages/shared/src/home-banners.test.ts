import { describe, expect, it } from 'vitest';
import { homeBanners, type PlacedBanner } from './home-banners.ts';

const banner = (
  bannerId: number,
  bannerType: PlacedBanner['bannerType'],
  position: PlacedBanner['position'],
  displayOrder: number,
): PlacedBanner => ({ bannerId, bannerType, position, displayOrder });

const ids = (banners: readonly PlacedBanner[]) => banners.map((b) => b.bannerId);

describe('homeBanners', () => {
  it('makes every hero banner a slide, in display order, whatever its id or position', () => {
    const { slides } = homeBanners([
      banner(5, 'HERO', 'TOP', 3),
      banner(4, 'HERO', 'BOTTOM', 1),
      banner(12, 'HERO', 'POPUP', 2),
      banner(1, 'PROMOTIONAL', 'TOP', 1),
    ]);
    expect(ids(slides)).toEqual([4, 12, 5]);
  });

  it('follows a reorder: the banner staff moved up comes first', () => {
    const before = [banner(5, 'HERO', 'TOP', 1), banner(4, 'HERO', 'TOP', 2)];
    const after = [banner(5, 'HERO', 'TOP', 2), banner(4, 'HERO', 'TOP', 1)];
    expect(ids(homeBanners(before).slides)).toEqual([5, 4]);
    expect(ids(homeBanners(after).slides)).toEqual([4, 5]);
  });

  it('puts the older banner first when two share a display order', () => {
    expect(ids(homeBanners([banner(9, 'HERO', 'TOP', 1), banner(3, 'HERO', 'TOP', 1)]).slides)).toEqual([3, 9]);
  });

  it('places promotional and announcement banners by their position, each place in display order', () => {
    const { slides, places, notShown } = homeBanners([
      banner(1, 'PROMOTIONAL', 'MIDDLE', 2),
      banner(2, 'ANNOUNCEMENT', 'TOP', 1),
      banner(3, 'ANNOUNCEMENT', 'MIDDLE', 1),
      banner(4, 'PROMOTIONAL', 'BOTTOM', 1),
      banner(5, 'PROMOTIONAL', 'SIDEBAR', 1),
      banner(6, 'ANNOUNCEMENT', 'POPUP', 1),
    ]);
    expect(slides).toEqual([]);
    expect({ TOP: ids(places.TOP), MIDDLE: ids(places.MIDDLE), BOTTOM: ids(places.BOTTOM) }).toEqual({
      TOP: [2],
      MIDDLE: [3, 1],
      BOTTOM: [4],
    });
    expect(ids(notShown)).toEqual([5, 6]);
  });

  it('leaves the list it was given as it was', () => {
    const shown = [banner(2, 'HERO', 'TOP', 2), banner(1, 'HERO', 'TOP', 1)];
    homeBanners(shown);
    expect(ids(shown)).toEqual([2, 1]);
  });
});
