import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import i18n, { addNamespaces, type Language } from '../../lib/i18n.ts';

/** What a route tells the shell and the server about its page. */
export interface RouteHandle {
  /** Title key (common:titles.<key>), read by the shell after each navigation and by the server. */
  title?: string;
  /** Translation namespaces the page uses beyond the shell's; loaded with its code. */
  namespaces: readonly string[];
  /** Rendered on the server (the storefront's pages); the others are sent as the app's shell. */
  server: boolean;
  /** The HTTP status the server answers the page with (404 for the not-found page). */
  status?: number;
  /** The page module's source, as the build's manifest names it: the server preloads its code. */
  module: string;
}

/** What the server's static handler passes every loader (entry-server.tsx): this page's query cache. */
export interface ServerContext {
  queryClient: QueryClient;
}

/**
 * The data a page's first render reads, loaded into the query cache before the server renders it. It
 * uses the same query options as the page's hooks, so the browser hydrates from the same cache and does
 * not ask again.
 */
export type PagePrefetch = (queryClient: QueryClient, request: { params: Params; url: URL }) => Promise<unknown>;

interface PageModule {
  default: ComponentType;
  prefetch?: PagePrefetch;
}

/**
 * A route's loader, in the server's build only: in the browser, pages read their data through their hooks
 * as they always did (a loader there would hold every navigation, and every keystroke in the product search,
 * until the data arrived). A prefetch that fails leaves that data to the browser.
 */
export function serverLoader(prefetch: PagePrefetch | undefined): Pick<RouteObject, 'loader'> {
  if (!import.meta.env.SSR || !prefetch) return {};
  return {
    loader: async ({ params, request, context }: LoaderFunctionArgs<ServerContext>) => {
      await prefetch(context.queryClient, { params, url: new URL(request.url) }).catch(() => undefined);
      return null;
    },
  };
}

export interface PageOptions extends Partial<Omit<RouteHandle, 'namespaces' | 'module'>> {
  namespaces?: readonly string[];
}

// Every page module (public/, app/, auth/), each its own chunk; keyed by the name page() is given.
const pageModules = import.meta.glob<PageModule>('./*/*.tsx');

/**
 * Fetches a route's words with its code, in the browser's language. The server renders each page with
 * the words it loads for that visitor's request (entry-server.tsx), so it skips this.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (!import.meta.env.SSR) await addNamespaces(i18n, i18n.language as Language, namespaces);
}

/**
 * The route of a lazily loaded page at `path`, `name` being its module under app/routes ('public/product'):
 * its code and its words are fetched only when the visitor goes there.
 */
export function page(path: string, name: string, { namespaces = [], server = false, ...handle }: PageOptions = {}) {
  const load = pageModules[`./${name}.tsx`];
  if (!load) throw new Error(`no page module app/routes/${name}.tsx`);
  return {
    path,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: module.default, ...serverLoader(module.prefetch) };
    },
    handle: { ...handle, namespaces, server, module: `src/app/routes/${name}.tsx` } satisfies RouteHandle,
  } satisfies RouteObject;
}
