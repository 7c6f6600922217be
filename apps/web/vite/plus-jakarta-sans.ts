import type { Plugin } from 'vite';

/** The CSS module with the font's face; main.tsx imports it. */
const FACES = 'virtual:plus-jakarta-sans.css';
// Vite's prefix for a module that is no file; the id still ends in .css, so Vite processes it as CSS.
const RESOLVED_FACES = `\0${FACES}`;

// The latin subset's range as @fontsource gives it: every text of the shop in both languages, and 'Rp', is within it.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, ' +
  'U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The variable font's latin file: every weight from 200 to 800 in one. */
const FONT_FILE = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

const FACE = `@font-face {
  font-family: 'Plus Jakarta Sans';
  font-style: normal;
  font-display: swap;
  font-weight: 200 800;
  src: url('${FONT_FILE}') format('woff2');
  unicode-range: ${LATIN};
}
`;

/**
 * Plus Jakarta Sans as the shop serves it (decisions 016 and 045): one variable `@font-face` for every weight,
 * WOFF2 and the latin subset only, with `font-display: swap` (its metric-matched fallback is in
 * styles/fonts.css); and `<link rel="preload" as="font">` for its file in the built index.html, under the hashed
 * name the build gave it, so it loads beside the CSS instead of after it. One file means the first paint's text
 * is shaped once, not again as each further weight arrives.
 */
export function plusJakartaSans(): Plugin {
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
      return id === RESOLVED_FACES ? FACE : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The development server has no bundle: there the font loads as the CSS asks for it.
        if (!bundle) return [];
        const font = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(FONT_FILE)),
        );
        if (!font) throw new Error(`plusJakartaSans: the build emits no ${FONT_FILE}`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${font.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
