import type { DataRouter, RouterState } from 'react-router';
import { isStaleChunkError, listenForStalePreloads, staleChunkGuard } from '../lib/stale-chunk.ts';

/**
 * Reports each error a navigation ends in, once, and lets a stale chunk reload again after a navigation
 * that went well. Errors thrown while rendering are not in the router's state: React reports those itself.
 * A stale chunk that is about to reload the page is not reported: the reload is the cure, not a failure.
 */
export function watchRouteErrors(router: Pick<DataRouter, 'subscribe' | 'state'>): void {
  listenForStalePreloads();
  let reported: RouterState['errors'] = null;
  const watch = (state: RouterState) => {
    if (state.navigation.state !== 'idle' || !state.initialized) return;
    if (!state.errors) {
      staleChunkGuard.reset();
      return;
    }
    if (state.errors === reported) return;
    reported = state.errors;
    for (const error of Object.values(state.errors)) {
      if (!(isStaleChunkError(error) && staleChunkGuard.willReload())) console.error(error);
    }
  };
  router.subscribe(watch);
  // A router whose first page was loaded before it started (a hydrated page) has no first navigation to report.
  watch(router.state);
}
