import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstPageSettled } from './router.tsx';

describe('firstPageSettled', () => {
  it('waits until a first page whose code failed to load has put the router in its error', async () => {
    let failLoad!: (error: Error) => void;
    const router = createMemoryRouter([
      { path: '/', lazy: () => new Promise((_, reject) => (failLoad = reject)), errorElement: <p>error</p> },
    ]);
    let settled = false;
    const waiting = firstPageSettled(router).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);

    failLoad(new TypeError('Failed to fetch dynamically imported module'));
    await waiting;
    expect(router.state.initialized).toBe(true);
    expect(router.state.errors).not.toBeNull();
  });

  it('resolves at once for a router that has its first page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>home</p> }]);
    expect(router.state.initialized).toBe(true);
    await expect(firstPageSettled(router)).resolves.toBeUndefined();
  });
});
