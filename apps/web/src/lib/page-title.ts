import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page that knows a better title than its route's (a product's name) names it here; the layout
 * writes the tab title from this, else from the route title.
 */
let override: string | undefined;
const listeners = new Set<() => void>();

function set(next: string | undefined): void {
  override = next;
  listeners.forEach((listener) => listener());
}

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    set(title);
    return () => set(undefined);
  }, [title]);
}

export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
    () => undefined,
  );
}
