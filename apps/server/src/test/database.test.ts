import { expect, it, vi } from 'vitest';

// On PostgreSQL the worker's database has a fixed name: opening it twice would fail with 'already exists'.
it('gives a worker one database, also after a test file reset the module registry', async () => {
  const before = await (await import('./database.ts')).testDatabase();
  vi.resetModules();
  const after = await (await import('./database.ts')).testDatabase();
  expect(after).toBe(before);
});
