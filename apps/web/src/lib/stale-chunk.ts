/**
 * After a deploy, a tab that is still open asks for the previous build's chunk files, which no longer
 * exist. Reloading the page fetches the new build; doing it at most once between two good navigations
 * keeps a chunk that is really broken (not just old) from reloading the page for ever.
 */

// The browsers' own words for a failed dynamic import: Chromium, Safari, Firefox.
const STALE_CHUNK_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Key, in sessionStorage, of the reload this tab made for a stale chunk. */
export const STALE_CHUNK_RELOAD_KEY = 'staleChunkReload';

/** Errors Vite reported through 'vite:preloadError' (a chunk's CSS or imports failed to load). */
const preloadErrors = new WeakSet<object>();

export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // ChunkLoadError: what bundlers other than Vite call it, kept so a change of bundler is no surprise.
  return preloadErrors.has(error) || error.name === 'ChunkLoadError' || STALE_CHUNK_MESSAGE.test(error.message);
}

export interface StaleChunkGuard {
  /** Whether a stale chunk now reloads the page (or already is), rather than showing the error. */
  willReload(): boolean;
  /** Reloads the page unless this tab already did since its last good navigation; returns whether it does. */
  reload(): boolean;
  /** A navigation succeeded: the next stale chunk may reload again. */
  reset(): void;
}

export function createStaleChunkGuard(storage: () => Storage, reloadPage: () => void): StaleChunkGuard {
  let reloading = false;
  // Without storage the guard could not hold across the reload, so there is no reload: the boundary shows.
  const alreadyReloaded = () => {
    try {
      return storage().getItem(STALE_CHUNK_RELOAD_KEY) !== null;
    } catch {
      return true;
    }
  };
  const remember = () => {
    try {
      storage().setItem(STALE_CHUNK_RELOAD_KEY, new Date().toISOString());
      return true;
    } catch {
      return false;
    }
  };
  return {
    willReload: () => reloading || !alreadyReloaded(),
    reload() {
      if (reloading) return true;
      if (alreadyReloaded() || !remember()) return false;
      reloading = true;
      reloadPage();
      return true;
    },
    reset() {
      if (reloading) return;
      try {
        storage().removeItem(STALE_CHUNK_RELOAD_KEY);
      } catch {
        // Nothing was stored then.
      }
    },
  };
}

export const staleChunkGuard = createStaleChunkGuard(
  () => sessionStorage,
  () => location.reload(),
);

/**
 * Vite announces a chunk whose imports or CSS failed to load (https://vite.dev/guide/build#load-error-handling)
 * and then lets the error reach the route. Reloading here would reload the page being left, before the
 * router has moved to the new address; so this only marks the error, and the route's boundary reloads.
 */
export function listenForStalePreloads(target: EventTarget = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (payload instanceof Error) preloadErrors.add(payload);
  });
}
