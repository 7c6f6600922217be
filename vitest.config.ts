import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Passwords hashed at argon2id's smallest cost: a sign-in takes a millisecond, not a second (config.ts).
    // Server processes the tests start get only the settings they pass, so those hash at the full cost.
    env: { ARGON2_TEST_COST: '1' },
    // Test files of a worker share one database (PGlite starts in seconds); each test empties it.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    // A ceiling, not a speed goal: on a loaded 2-core machine argon2 sign-ins and the 10,000-order CSV take long.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
