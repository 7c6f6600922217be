import type { Plugin } from 'vite';

/** The CSS module with the font's faces; main.tsx imports it. */
const FACES = 'virtual:plus-jakarta-sans.css';
// Vite's prefix for a module that is no file; the id still ends in .css, so Vite processes it as CSS.
const RESOLVED_FACES = `\0${FACES}`;

// The latin subset's range as @fontsource gives it: every text of the shop in both languages, and 'Rp', is within it.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, ' +
  'U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const fontFile = (weight: number) =>
  `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff2`;

const fontFace = (weight: number) => `@font-face {
  font-family: 'Plus Jakarta Sans';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('${fontFile(weight)}') format('woff2');
  unicode-range: ${LATIN};
}
`;

export interface PlusJakartaSansOptions {
  /** Every weight the pages use; a weight is only fetched by a page that uses it. */
  weights: readonly number[];
  /** Those of the first paint, preloaded from index.html. */
  preloaded: readonly number[];
}

/**
 * Plus Jakarta Sans as the shop serves it (decision 016): one `@font-face` per weight, WOFF2 and the latin
 * subset only, with `font-display: swap` (its metric-matched fallback is in styles/fonts.css); and
 * `<link rel="preload" as="font">` for the `preloaded` weights in the built index.html, under the hashed
 * names the build gave their files, so they load beside the CSS instead of after it.
 */
export function plusJakartaSans({ weights, preloaded }: PlusJakartaSansOptions): Plugin {
  const unused = preloaded.filter((weight) => !weights.includes(weight));
  if (unused.length)
    throw new Error(`plusJakartaSans: preloaded weights ${unused.join(', ')} are not among the weights`);
  let base = '/';
  return {
    name: 'crabclaw:plus-jakarta-sans',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === FACES ? RESOLVED_FACES : undefined;
    },
    load(id) {
      return id === RESOLVED_FACES ? weights.map(fontFace).join('\n') : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The development server has no bundle: there the fonts load as the CSS asks for them.
        if (!bundle) return [];
        const assets = Object.values(bundle).filter((output) => output.type === 'asset');
        return preloaded.map((weight) => {
          const file = fontFile(weight);
          const asset = assets.find((output) => output.originalFileNames.some((name) => name.endsWith(file)));
          if (!asset) throw new Error(`plusJakartaSans: the build emits no ${file}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${asset.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
