import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BannerImage } from './banner-image.tsx';

describe('BannerImage', () => {
  it('draws a stored picture from its sizes at the width it is given, lazily and without a text of its own', () => {
    const html = renderToStaticMarkup(<BannerImage url="/media/abc/large.webp" sizes="56px" className="h-9" />);
    expect(html).toContain('src="/media/abc/large.webp"');
    expect(html).toContain(
      'srcSet="/media/abc/card.webp 480w, /media/abc/medium.webp 960w, /media/abc/large.webp 1920w"',
    );
    expect(html).toContain('sizes="56px"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt=""');
  });

  it("takes the page's width without sizes, and loads at once when told (the carousel's first slide)", () => {
    const html = renderToStaticMarkup(<BannerImage url="/media/abc/large.webp" loading={undefined} />);
    expect(html).toContain('sizes="100vw"');
    expect(html).not.toContain('loading=');
  });

  it('draws nothing for a banner without a picture', () => {
    expect(renderToStaticMarkup(<BannerImage url={undefined} />)).toBe('');
  });
});
