import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Title keys (common:titles.<key>) of a route, read by the shell after each navigation. */
export interface RouteHandle {
  title?: string;
}

/** A lazily loaded page: each route's code is fetched only when the visitor goes there. */
export function page(load: () => Promise<{ default: ComponentType }>, title?: string): RouteObject {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { title } satisfies RouteHandle,
  };
}
