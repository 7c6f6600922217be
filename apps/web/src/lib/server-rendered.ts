import { createContext } from 'react';

/**
 * Whether the page on screen came from the server: its content is the first paint, so nothing (the start
 * loader) may cover it; the browser's first render must equal the server's.
 */
export const ServerRenderedContext = createContext(false);
