import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Decision 020: the browser runs React 19, as the server does. React DOM introduces its renderer to the
// devtools' hook when its code loads, if the hook is there first; Preact's React layer never does.

interface Renderer {
  rendererPackageName?: string;
  version?: string;
  reconcilerVersion?: string;
}

declare global {
  interface Window {
    renderersSeen?: Renderer[];
  }
}

/** Puts a stand-in for React's devtools in the page before any of the page's code runs. */
async function installDevtoolsHook(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, Renderer>();
    window.renderersSeen = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers,
        inject(renderer: Renderer) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          const { rendererPackageName, version, reconcilerVersion } = renderer;
          window.renderersSeen!.push({ rendererPackageName, version, reconcilerVersion });
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

const PAGES = [
  { kind: 'a page the server rendered', path: '/public/home', serverRendered: true },
  { kind: 'the frame the device’s cart fills', path: '/public/cart', serverRendered: true },
  { kind: 'a page the browser renders', path: '/public/orders', serverRendered: false },
  { kind: 'the back office’s sign-in', path: '/auth/login', serverRendered: false },
];

for (const { kind, path, serverRendered } of PAGES) {
  test(`React 19 runs ${kind} (${path})`, async ({ page }) => {
    await installDevtoolsHook(page);
    await page.goto(path);
    await expect(page.locator('#server-state')).toHaveCount(serverRendered ? 1 : 0);
    const renderers = await page.evaluate(() => window.renderersSeen);
    expect(renderers).toHaveLength(1);
    expect(renderers![0]!.rendererPackageName).toBe('react-dom');
    expect(renderers![0]!.version).toMatch(/^19\./);
    expect(renderers![0]!.reconcilerVersion).toMatch(/^19\./);
  });
}
