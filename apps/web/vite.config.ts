import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
