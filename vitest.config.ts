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
    // A ceiling, not a speed goal: on the 2-core machine loaded by seven suites at once (2026-11-28) the slowest
    // in-process tests (health checks on new databases, the 10,000-order CSV) took 25-32 s. Tests that start
    // server processes, npm or new databases on disk set their own, longer ceiling.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
