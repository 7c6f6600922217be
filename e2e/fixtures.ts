import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { fillEmptyShopFacts } from './shop-facts.ts';

/**
 * A storefront page comes from the server ready to read but answers its buttons only once the app has
 * hydrated it (decision 012; the root marks <html data-hydrated>); a press before is pressed again then
 * (decision 016, tested in server-rendering.spec.ts). Journeys act like a visitor who waits that long, so
 * every full page load waits for it.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Every journey fails on a console error or an uncaught page error (epic-stack habit): a broken page
 * that happens to show the expected text is still broken. Each worker first gives the shop the facts the
 * journeys read (shop-facts.ts), which a shop started without the demo lacks, whatever spec runs first.
 */
export const test = base.extend<{ consoleErrors: string[] }, { shopFacts: void }>({
  shopFacts: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      await fillEmptyShopFacts(request, baseURL);
      await request.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilHydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilHydrated(page);
        return response;
      };
    }
    await use(page);
  },
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

/** A suffix no other run uses, so the names a test creates never meet another run's. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** How many frames in a row nothing may change colour before the page counts as at rest. */
const FRAMES_AT_REST = 3;
/** Runs of the colour rules before giving up on a page whose colours keep changing while axe reads them. */
const AXE_ATTEMPTS = 3;
/** The axe rules that read colours, the only ones a fade or a colour transition can sway. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface RestProbe {
  /** What keeps the page from rest over a few frames: a loading layer over it, or colours changing. */
  unrest(frames: number): Promise<string[]>;
  /** Starts noting colour changes that begin from now on. */
  watch(): void;
  /** The colour changes that began since watch(). */
  changes(): string[];
}

/**
 * Puts the probe in the page (once per document). Only a changing colour or opacity counts as movement:
 * that is what axe reads, while a progress bar's width may tick for ever and a spinner loops for ever.
 */
function installRestProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const tab = window as typeof window & { restProbe?: RestProbe };
    if (tab.restProbe) return;
    const COLOUR = new Set(['all', 'opacity', 'color', 'background', 'backgroundcolor', 'filter', 'visibility']);
    const changesColour = (animation: Animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      if (!effect || effect.getComputedTiming().endTime === Infinity) return false;
      const properties =
        animation instanceof CSSTransition
          ? [animation.transitionProperty]
          : effect.getKeyframes().flatMap(Object.keys);
      return properties.some((property) => COLOUR.has(property.replace(/-/g, '').toLowerCase()));
    };
    const name = (target: Element | null | undefined) =>
      target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : 'page';
    const describe = (animation: Animation) =>
      `${animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : 'animation'} on ${name(
        (animation.effect as KeyframeEffect | null)?.target,
      )}`;
    let started: string[] = [];
    const note = (event: Event) => {
      for (const animation of (event.target as Element).getAnimations?.() ?? []) {
        if (animation.playState === 'running' && changesColour(animation)) started.push(describe(animation));
      }
    };
    document.addEventListener('transitionrun', note, { capture: true });
    document.addEventListener('animationstart', note, { capture: true });
    tab.restProbe = {
      async unrest(frames) {
        const found = new Set<string>();
        for (let frame = 0; frame < frames; frame++) {
          for (const animation of document.getAnimations()) {
            if (animation.playState === 'running' && changesColour(animation)) found.add(describe(animation));
          }
          const layer = document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('[role="status"]');
          const box = layer?.getBoundingClientRect();
          if (box && box.width >= innerWidth && box.height >= innerHeight) found.add(`loading layer ${name(layer)}`);
          await new Promise(requestAnimationFrame);
        }
        return [...found];
      },
      watch: () => void (started = []),
      changes: () => started,
    };
  });
}

const probe = (page: Page) => ({
  unrest: () =>
    page.evaluate(
      (frames) => (window as typeof window & { restProbe: RestProbe }).restProbe.unrest(frames),
      FRAMES_AT_REST,
    ),
  watch: () => page.evaluate(() => (window as typeof window & { restProbe: RestProbe }).restProbe.watch()),
  changes: () => page.evaluate(() => (window as typeof window & { restProbe: RestProbe }).restProbe.changes()),
});

/** Axe's findings on the page at rest, and what changed colour while axe read it. */
async function analyzeAtRest(page: Page, rules?: string[]) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await installRestProbe(page);
  const rest = probe(page);
  await expect.poll(rest.unrest, { message: 'the page comes to rest before axe reads it' }).toEqual([]);
  await rest.watch();
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return { violations, changed: [...(await rest.changes()), ...(await rest.unrest())] };
}

/**
 * Fails when axe finds a serious or critical accessibility violation on the current page. The page is
 * judged at rest: a colour half-way through a fade is not the colour the visitor reads (color-contrast
 * failed that way under load). A colour may still start changing while axe runs (a toast leaving after
 * its five seconds); then the colour rules run again once the page is still.
 */
export async function expectAccessible(page: Page): Promise<void> {
  let { violations, changed } = await analyzeAtRest(page);
  for (let attempt = 2; changed.length > 0 && attempt <= AXE_ATTEMPTS; attempt++) {
    const colours = await analyzeAtRest(page, COLOUR_RULES);
    violations = [...violations.filter((v) => !COLOUR_RULES.includes(v.id)), ...colours.violations];
    changed = colours.changed;
  }
  expect(changed, 'colours changing while axe read them').toEqual([]);
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * For a journey that expects the page to log some errors (a refused request, a page that fails on
 * purpose): those lines are the expected answer, not page errors; every other console error still fails
 * the test.
 */
export function testExpectingConsoleErrors(...expected: RegExp[]) {
  // An override without options keeps the original's (automatic, per test).
  return test.extend<{ consoleErrors: string[] }>({
    consoleErrors: async ({ consoleErrors }, use) => {
      await use(consoleErrors);
      const unexpected = consoleErrors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      consoleErrors.splice(0, consoleErrors.length, ...unexpected);
    },
  });
}

/**
 * For a journey that expects the server to refuse something (an unknown product is a 404): Chromium logs
 * that answer as a failed resource load.
 */
export function testExpectingStatus(status: number) {
  return testExpectingConsoleErrors(
    new RegExp(`Failed to load resource: the server responded with a status of ${status}`),
  );
}
