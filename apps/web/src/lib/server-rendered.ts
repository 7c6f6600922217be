import { createContext } from 'react';

/**
 * Whether the page on screen came from the server: its content is the first paint, so nothing (the start
 * loader) may cover it; the browser's first render must equal the server's.
 */
export const ServerRenderedContext = createContext(false);

/** Longest the browser's paint is waited for: a tab in the background paints no frames. */
const PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the page it has (a frame, then a task after it), or after
 * PAINT_WAIT_MS. Hydrating a server-rendered page at once holds its first paint, and its largest, until the
 * app's code has run; the page's content is already there to be shown.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
