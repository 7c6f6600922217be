import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import i18n, { shellLanguage, startI18n, storedLanguage } from './lib/i18n.ts';
import { nextTask, startPageInParts } from './lib/page-parts.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { stopRecordingButtonPresses } from './lib/server-rendered.ts';
import { readServerState } from './lib/server-state.ts';
// The shop's font faces, made by the plugin in vite/plus-jakarta-sans.ts from the weights the pages use.
import 'virtual:plus-jakarta-sans.css';
import './styles/index.css';
import { Providers } from './app/providers.tsx';
import { createClientRouter } from './app/router.tsx';

/**
 * The browser's start. A page the server rendered (decision 012) is hydrated: the first render uses the
 * server's language, words and query cache, so it equals the HTML and asks the API nothing. Other pages
 * (cart, checkout, back office) are rendered here, in the language kept on the device.
 */
async function start(): Promise<void> {
  const server = readServerState();
  const language = server?.language ?? storedLanguage() ?? shellLanguage();
  await startI18n(language, server?.translations);
  const queryClient = createQueryClient();
  if (server) hydrate(queryClient, server.queries);
  const router = await createClientRouter(server?.router);
  // No StrictMode or transitions: Preact, which runs in the browser (decision 019), has neither.
  const app = (
    <Providers queryClient={queryClient} i18n={i18n} serverRendered={Boolean(server)}>
      <RouterProvider router={router} />
    </Providers>
  );
  const root = document.getElementById('root')!;
  // Building the router and the first render are each a long task on a phone: not one after the other in one.
  await nextTask();
  // A page whose code could not be loaded (a stale chunk after a deploy) cannot match the server's HTML:
  // it is rendered anew, and its error boundary takes over.
  if (server && router.state.initialized) {
    stopRecordingButtonPresses();
    startPageInParts();
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

void start();
