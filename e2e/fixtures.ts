import { test as base, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Every journey fails on a console error or an uncaught page error (epic-stack habit): a broken page
 * that happens to show the expected text is still broken.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails when axe finds a serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: import('@playwright/test').Page): Promise<void> {
  // Judge the page at rest: nothing loading, and no fade or slide half-way through its colours.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * For a journey that expects the server to refuse something (an unknown product is a 404): Chromium logs
 * that answer as a failed resource load. Those lines are the expected answer, not page errors; every
 * other console error still fails the test.
 */
export function testExpectingStatus(status: number) {
  return test.extend<{ consoleErrors: string[] }>({
    consoleErrors: [
      async ({ consoleErrors }, use) => {
        await use(consoleErrors);
        const expected = new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
        consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected.test(error)));
      },
      { auto: true },
    ],
  });
}
