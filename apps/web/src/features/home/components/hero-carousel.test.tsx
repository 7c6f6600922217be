import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoreBanner } from '@crabclaw/shared';
import i18n, { addNamespaces } from '../../../lib/i18n.ts';
import { HeroCarousel } from './hero-carousel.tsx';

// The server's render is the carousel's first paint (effects do not run there, as before hydration). The
// height and the auto-play pause are checked in a browser in e2e/home-carousel.spec.ts.

function banner(bannerId: number, title: string, images: string[]): StoreBanner {
  return {
    bannerId,
    title,
    titleEn: null,
    subtitle: `${title} subtitle`,
    subtitleEn: null,
    description: '',
    descriptionEn: null,
    buttonText: '',
    buttonTextEn: null,
    buttonLink: '/public/products',
    bannerType: 'HERO',
    position: 'TOP',
    displayOrder: bannerId,
    isActive: true,
    isVisible: true,
    tags: '',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2027-01-01T00:00:00.000Z',
    createdBy: 'test',
    categoryId: null,
    productId: null,
    backgroundImageUrl: null,
    images,
  };
}

async function firstPaint(banners: StoreBanner[]): Promise<string> {
  await addNamespaces(i18n, 'id', ['home', 'common']);
  await i18n.changeLanguage('id');
  return renderToString(
    <MemoryRouter>
      <HeroCarousel banners={banners} loading={false} />
    </MemoryRouter>,
  );
}

/** The opening tag of the element carrying data-testid `id`. */
function tagOf(html: string, id: string): string {
  const tag = new RegExp(`<[^>]*data-testid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element ${id} in ${html}`);
  return tag;
}

const THREE = [
  banner(2, 'Slide satu', ['/media/hero/large.webp']),
  banner(9, 'Slide dua', ['/media/grid/large.webp', '/media/g2/large.webp', '/media/g3/large.webp']),
  banner(1, 'Slide tiga', ['/media/features/large.webp']),
];

describe('the home carousel’s first paint', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it('lays every slide out in one cell, the hidden ones invisible, so the box is the tallest slide’s height', async () => {
    const html = await firstPaint(THREE);
    for (const title of ['Slide satu', 'Slide dua', 'Slide tiga']) expect(html).toContain(title);
    expect(tagOf(html, 'slide-1')).toMatch(/class="col-start-1 row-start-1 grid"/);
    for (const hidden of ['slide-2', 'slide-3']) {
      // Not `hidden` (display: none takes the slide out of the layout, so the box took the shown slide's height).
      expect(tagOf(html, hidden)).not.toMatch(/\shidden(=|\s|>)/);
      expect(tagOf(html, hidden)).toMatch(/class="col-start-1 row-start-1 grid invisible"/);
    }
  });

  it('asks for no picture of a hidden slide: slide 2’s grid keeps its squares empty until it is shown', async () => {
    const html = await firstPaint(THREE);
    expect(html).toContain('/media/hero/large.webp');
    expect(html).not.toContain('/media/features/');
    expect(html).not.toContain('/media/grid/');
    const slide2 = html.slice(html.indexOf('data-testid="slide-2"'), html.indexOf('data-testid="slide-3"'));
    expect(slide2.match(/aspect-square/g)).toHaveLength(3);
  });

  it('shows the slides in the order it is given, each with its own picture at full strength and no badge', async () => {
    const html = await firstPaint(THREE);
    const at = (title: string) => html.indexOf(title);
    expect(at('Slide satu')).toBeLessThan(at('Slide dua'));
    expect(at('Slide dua')).toBeLessThan(at('Slide tiga'));
    const picture = tagOf(html, 'slide-picture');
    expect(picture).toContain('/media/hero/large.webp');
    expect(picture).not.toMatch(/opacity-/);
    expect(html).not.toContain('Seafood Premium');
  });

  it('stands the shop’s welcome in when no hero banner is shown, without controls that turn nothing', async () => {
    const html = await firstPaint([]);
    expect(html).toContain('Seafood Segar dari Laut Nusantara');
    expect(html).not.toContain('data-testid="slide-counter"');
    expect(html).not.toContain('data-testid="slide-2"');
  });
});
