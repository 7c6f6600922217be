import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { preloadFonts } from './vite/preload-fonts.ts';

const api = 'http://127.0.0.1:3000';
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|i18next|react-i18next)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The weights of the first paint's body text and headings (decision 016).
    preloadFonts([
      '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-400-normal.woff2',
      '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff2',
    ]),
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
          // sonner, DOMPurify) split where it is used (decision 016).
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
