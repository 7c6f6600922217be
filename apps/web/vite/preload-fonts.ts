import type { Plugin } from 'vite';

/**
 * Puts `<link rel="preload" as="font">` for the given font files in the built index.html, under the hashed
 * names the build gave them, so the fonts of the first paint load beside the CSS instead of after it.
 * `files` are the ends of the paths the CSS imports them by; a file the build no longer emits stops it.
 */
export function preloadFonts(files: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'crabclaw:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((output) => output.type === 'asset');
        return files.map((file) => {
          const asset = assets.find((output) => output.originalFileNames.some((name) => name.endsWith(file)));
          if (!asset) throw new Error(`preloadFonts: the build emits no ${file}; is the CSS still using it?`);
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
