import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import i18n, { shellLanguage, startI18n, storedLanguage } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { beginHydration } from './lib/server-rendered.ts';
import { freshFromNow, readServerState } from './lib/server-state.ts';
// The shop's font face, made by the plugin in vite/plus-jakarta-sans.ts.
import 'virtual:plus-jakarta-sans.css';
import './styles/index.css';
import { Providers } from './app/providers.tsx';
import { createClientRouter, firstPageSettled } from './app/router.tsx';

/**
 * The browser's start. A page the server rendered (decision 012) is hydrated: the first render uses the
 * server's language, words and query cache, so it equals the HTML and asks the API nothing. Other pages
 * (order confirmation, tracking, back office) are rendered here, in the language kept on the device.
 */
async function start(): Promise<void> {
  const server = readServerState();
  const language = server?.language ?? storedLanguage() ?? shellLanguage();
  await startI18n(language, server?.translations);
  const queryClient = createQueryClient();
  if (server) hydrate(queryClient, freshFromNow(server.queries));
  const router = await createClientRouter(server?.router);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} serverRendered={Boolean(server)}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // A page whose code could not be loaded (a stale chunk after a deploy) cannot match the server's HTML:
  // it is rendered anew, and its error boundary takes over.
  // In a transition React renders in slices of a few milliseconds and lets the browser paint and answer
  // between them, instead of one long task (a press on the page hydrates its part at once, React Router's
  // own entry does the same).
  if (server && router.state.initialized) {
    beginHydration();
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  await firstPageSettled(router);
  startTransition(() => createRoot(root).render(app));
}

void start();
