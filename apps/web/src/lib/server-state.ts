import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';
import type { HydrationState } from 'react-router';
import type { Language } from './i18n.ts';

/**
 * What a server-rendered page carries for the browser's first render to equal the server's: the language
 * and exactly the words it was rendered with, the query cache it read, and the router's state. It is JSON
 * in a `<script type="application/json">`: data the browser never runs, so the CSP needs no exception.
 */
export interface ServerState {
  language: Language;
  translations: ResourceLanguage;
  queries: DehydratedState;
  router: HydrationState;
}

export const SERVER_STATE_ID = 'server-state';

/**
 * A page's queries as of now. A kept page can be older than the query cache's stale time, yet its data are
 * current: the server drops a kept page the moment a change touches what it shows (decision 021). Without
 * this, the first render of a page kept for a minute would ask the API again for everything it shows.
 */
export function freshFromNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/** The state of the page the server rendered, or undefined for a page rendered in the browser. */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
