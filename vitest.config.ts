import { defineConfig } from 'vitest/config';
import { preactInTheBrowser } from './apps/web/vite/preact-in-the-browser.ts';

const PREACT_TESTS = 'apps/web/src/**/*.preact.test.tsx';

export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Test files of a worker share one database (PGlite starts in seconds); each test empties it.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    // A ceiling, not a speed goal: on a loaded 2-core machine argon2 sign-ins and the 10,000-order CSV take long.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shop',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [PREACT_TESTS],
        },
      },
      // What only the browser's runtime does, in a document, on Preact as the browser's build has it.
      {
        extends: true,
        resolve: { alias: preactInTheBrowser },
        test: { name: 'browser runtime', include: [PREACT_TESTS], environment: 'happy-dom' },
      },
    ],
  },
});
