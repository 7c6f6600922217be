import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '../components/ui/toasts.tsx';
import { ServerRenderedContext } from '../lib/server-rendered.ts';

export interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** The page was rendered on the server (the browser hydrates it). */
  serverRendered: boolean;
  children: ReactNode;
}

/** What every page renders inside, in the browser and on the server (which has one query cache per page). */
export function Providers({ queryClient, i18n, serverRendered, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ServerRenderedContext value={serverRendered}>
          {children}
          <Toasts />
        </ServerRenderedContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
