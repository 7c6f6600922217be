import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paintFirst } from './vite/paint-first.ts';
import { preactInTheBrowser } from './vite/preact-in-the-browser.ts';
import { plusJakartaSans } from './vite/plus-jakarta-sans.ts';

const api = 'http://127.0.0.1:3000';
const FRAMEWORK = /node_modules[\\/](preact|react-router|@tanstack[\\/][\w-]+|i18next|react-i18next)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: isSsrBuild ? [] : preactInTheBrowser },
  plugins: [
    // React's Fast Refresh patches React's own renderer, which the browser does not run (decision 019): an edit
    // in the dev server reloads the page instead of being silently left out.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // font-normal, -medium, -semibold, -bold and -extrabold; the first paint's body text and headings are
    // preloaded (decision 016).
    plusJakartaSans({ weights: [400, 500, 600, 700, 800], preloaded: [400, 800] }),
    // Last: it orders the tags the plugins above add.
    paintFirst(),
  ],
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '/users/api': api,
      '/auth/login': { target: api, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/auth/logout': api,
      '/auth/me': api,
      '/sitemap.xml': api,
      '/robots.txt': api,
    },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in one long-cached chunk that a deploy of the shop's own code leaves
          // alone; forms and zod each in one chunk the pages that use them share; the rest (Radix,
          // sonner) split where it is used (decision 016).
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
}));
