import { describe, expect, it, vi } from 'vitest';
import {
  createStaleChunkGuard,
  isStaleChunkError,
  listenForStalePreloads,
  STALE_CHUNK_RELOAD_KEY,
} from './stale-chunk.ts';

/** One tab's sessionStorage: it outlives the page, so a reloaded page sees what the previous one stored. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

describe('isStaleChunkError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop.example/assets/products-1a2b.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://shop.example/assets/products-1a2b.js',
  ])('recognises a failed dynamic import: %s', (message) => {
    expect(isStaleChunkError(new TypeError(message))).toBe(true);
  });

  it('recognises a ChunkLoadError', () => {
    const error = new Error('Loading chunk 7 failed.');
    error.name = 'ChunkLoadError';
    expect(isStaleChunkError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});

describe('the stale-chunk guard', () => {
  it('reloads once, and not again when the reloaded page fails the same way', () => {
    const storage = tabStorage();
    const reload = vi.fn();
    const firstPage = createStaleChunkGuard(() => storage, reload);
    expect(firstPage.willReload()).toBe(true);
    expect(firstPage.reload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    const reloadedPage = createStaleChunkGuard(() => storage, reload);
    expect(reloadedPage.willReload()).toBe(false);
    expect(reloadedPage.reload()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the browser once when a page reports the same stale chunk twice', () => {
    const storage = tabStorage();
    const reload = vi.fn();
    const guard = createStaleChunkGuard(() => storage, reload);
    expect([guard.reload(), guard.reload()]).toEqual([true, true]);
    expect(guard.willReload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again for a later deploy once a navigation went well', () => {
    const storage = tabStorage();
    const reload = vi.fn();
    createStaleChunkGuard(() => storage, reload).reload();
    const reloadedPage = createStaleChunkGuard(() => storage, reload);
    reloadedPage.reset();
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).toBeNull();
    expect(reloadedPage.reload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps its mark while the page it reloads is still going away', () => {
    const storage = tabStorage();
    const guard = createStaleChunkGuard(() => storage, vi.fn());
    guard.reload();
    guard.reset();
    expect(storage.getItem(STALE_CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('never reloads when the tab has no storage to remember it in', () => {
    const reload = vi.fn();
    const guard = createStaleChunkGuard(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, reload);
    expect(guard.willReload()).toBe(false);
    expect(guard.reload()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('listenForStalePreloads', () => {
  it("counts the error of Vite's preload event as a stale chunk", () => {
    const target = new EventTarget();
    listenForStalePreloads(target);
    const error = new Error('Unable to preload CSS for /assets/products-1a2b.css');
    expect(isStaleChunkError(error)).toBe(false);

    target.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    expect(isStaleChunkError(error)).toBe(true);
  });
});
