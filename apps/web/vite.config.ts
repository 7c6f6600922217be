import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paintFirst } from './vite/paint-first.ts';
import { plusJakartaSans } from './vite/plus-jakarta-sans.ts';
import { precompress } from './vite/precompress.ts';
import { isWebPublicModule } from '../../tools/web-public-module.js';

const api = 'http://127.0.0.1:3000';
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|i18next|react-i18next)[\\/]/;

/**
 * React Router publishes one build with its developer warnings and one without, and names only the first in its
 * exports: the shop's builds take the second (0.6 KB gzip of every page's first load), `npm run dev` the first.
 */
const REACT_ROUTER_WITHOUT_WARNINGS = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      // react-i18next's stand-in for React 17, which lacked useSyncExternalStore: React 19 has it (0.4 KB gzip of
      // every page's first load).
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_WITHOUT_WARNINGS }] : []),
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    // One variable face for every weight the pages use, preloaded (decision 045).
    plusJakartaSans(),
    // Compressed copies of the emitted code, which the server sends as they are (decision 046).
    precompress(),
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
  // The server build carries its libraries, tree-shaken: imported from node_modules one by one at the server's
  // start they took about 0.1 s of it (decision 013).
  ssr: {
    noExternal: true,
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // A feature's public module only re-exports (tools/web-public-module.js): a page that takes one
      // thing from it loads that thing's code, not the whole feature's (the cart, not checkout's form; issue 21).
      treeshake: { moduleSideEffects: (id: string) => !isWebPublicModule(id) },
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
