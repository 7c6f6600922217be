import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoreBanner, StoreProduct } from '@crabclaw/shared';
import i18n, { addNamespaces } from '../../../lib/i18n.ts';
import { HeroCarousel } from './hero-carousel.tsx';

// The server's render is the carousel's first paint (effects do not run there, as before hydration). The
// height and the auto-play pause are checked in a browser in e2e/home-carousel.spec.ts.

function banner(bannerId: number, title: string, image: string): StoreBanner {
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
    images: [image],
  };
}

const product = (productId: number) =>
  ({
    productId,
    productName: `Produk ${productId}`,
    productNameEn: null,
    images: {
      thumb: `/media/p${productId}/thumb.webp`,
      card: `/media/p${productId}/card.webp`,
      large: `/media/p${productId}/large.webp`,
      jpeg: `/media/p${productId}/large.jpg`,
    },
  }) as StoreProduct;

async function firstPaint(): Promise<string> {
  await addNamespaces(i18n, 'id', ['home', 'common']);
  await i18n.changeLanguage('id');
  return renderToString(
    <MemoryRouter>
      <HeroCarousel
        banners={[
          banner(5, 'Slide satu', '/media/hero/large.webp'),
          banner(4, 'Slide dua', '/media/grid/large.webp'),
          banner(6, 'Slide tiga', '/media/features/large.webp'),
        ]}
        featured={[1, 2, 3, 4].map(product)}
        loading={false}
      />
    </MemoryRouter>,
  );
}

/** The opening tag of the element carrying data-testid `id`. */
function tagOf(html: string, id: string): string {
  const tag = new RegExp(`<[^>]*data-testid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element ${id} in ${html}`);
  return tag;
}

describe('the home carousel’s first paint', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it('lays every slide out in one cell, the hidden ones invisible, so the box is the tallest slide’s height', async () => {
    const html = await firstPaint();
    for (const title of ['Slide satu', 'Slide dua', 'Slide tiga']) expect(html).toContain(title);
    expect(tagOf(html, 'slide-1')).toMatch(/class="col-start-1 row-start-1 grid"/);
    for (const hidden of ['slide-2', 'slide-3']) {
      // Not `hidden` (display: none takes the slide out of the layout, so the box took the shown slide's height).
      expect(tagOf(html, hidden)).not.toMatch(/\shidden(=|\s|>)/);
      expect(tagOf(html, hidden)).toMatch(/class="col-start-1 row-start-1 grid invisible"/);
    }
  });

  it('asks for no picture of a hidden slide: slide 2’s grid keeps its squares empty until it is shown', async () => {
    const html = await firstPaint();
    expect(html).toContain('/media/hero/large.webp');
    expect(html).not.toContain('/media/features/');
    expect(html).not.toContain('/media/p1/card.webp');
    const slide2 = html.slice(html.indexOf('data-testid="slide-2"'), html.indexOf('data-testid="slide-3"'));
    expect(slide2.match(/aspect-square/g)).toHaveLength(4);
  });
});
