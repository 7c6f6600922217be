import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/**
 * The query cache's rules. The browser has one client; the server makes one per page it renders, so one
 * visitor's data never reaches another's page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not get better by asking again; network and server errors might (never on the server:
        // a page is not held back, the browser asks again).
        retry: (failures, error) =>
          !import.meta.env.SSR &&
          failures < 2 &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
