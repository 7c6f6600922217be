import { test, expect } from './fixtures.ts';

test('the shop answers its health check and serves the storefront', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ status: 'ok' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/public\/home$/);
});
