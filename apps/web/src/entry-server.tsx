/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { jsonInHtml } from '@crabclaw/shared';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import type { RouteHandle, ServerContext } from './app/routes/page.ts';
import { documentTitle, pageDescription, routeTitleKey } from './app/use-document-title.ts';
import { setApiFetch, type ApiFetch } from './lib/api-client.ts';
import { addNamespaces, createI18n, LANGUAGES, SHELL_NAMESPACES, translationsOf, type Language } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SERVER_STATE_ID, type ServerState } from './lib/server-state.ts';

/** The server's build of the storefront (decision 012): apps/server/src/plugins/web.ts renders pages with it. */

export interface RenderRequest {
  /** The page's address: the shop's public origin with the request's path and query. */
  url: string;
  language: Language;
  /** Answers the API requests the page's data needs; the server's stays inside its own process. */
  fetch: ApiFetch;
}

export interface RenderedPage {
  /** 200, or the page's own status (404 for the not-found page). */
  status: number;
  /**
   * The page's `<title>` ("Produk Seafood - CrabClaw Seafood") and `<meta name="description">`, in its
   * language, for a page the SEO module writes no head for.
   */
  head: string;
  /** For <head>, before the app's code: the preloads React hoists (the pictures the page shows first). */
  pictures: string;
  /** For <head>: preloads of the page's own code (its route modules). */
  code: string;
  /** Replaces the template's empty `<div id="root"></div>`: the page, then the state the browser hydrates from. */
  root: string;
}

/** A page whose render has not finished by then is sent as the shell instead (a stuck request must not hang it). */
const RENDER_TIMEOUT_MS = 5000;

// Each render's API requests go to the fetch its request passed, even with several renders under way.
const requestFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetch((path, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) return Promise.reject(new Error(`API request outside a render: ${path}`));
  return fetch(path, init);
});

const handler = createStaticHandler(routes);

interface ManifestChunk {
  file: string;
  imports?: string[];
}

// The browser build's manifest (`vite build --manifest`): which files hold each source module's code.
const manifestPath = new URL('../.vite/manifest.json', import.meta.url);
const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
  ? JSON.parse(readFileSync(manifestPath, 'utf8'))
  : {};

/** A module's file and every file it imports, as the manifest lists them. */
function filesOf(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, into);
  return into;
}

// The app's own files: index.html loads and preloads them already.
const appFiles = filesOf('index.html');

// Each language's message catalogue (loadMessageCatalogue), which the browser's start waits for before hydrating.
const catalogueModules = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.keys(manifest).filter((module) => module.endsWith(`/shared/src/messages/${language}.json`)),
  ]),
) as Record<Language, string[]>;

/**
 * The code of the page's route modules, to fetch beside the app's instead of after it: the browser loads
 * it before hydrating, so the page answers clicks sooner.
 */
function pageCodePreloads(matches: { route: { handle?: unknown } }[], language: Language): string {
  const modules = matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.module ?? []);
  modules.push(...catalogueModules[language]);
  const files = new Set(modules.flatMap((module) => [...filesOf(module)]).filter((file) => !appFiles.has(file)));
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/**
 * Preloads of the code of a page the browser renders (order confirmation, tracking, back office), for the shell's <head>:
 * its content is that code, which would otherwise be asked for only once the app's own had run; with the message
 * catalogue of the language the shell is sent in (the visitor's cookie, which follows the device's choice).
 */
export function shellPageCode(pathname: string, language: Language): string {
  return pageCodePreloads(matchRoutes(routes, pathname) ?? [], language);
}

/** The handle of the page an address names, when that page is rendered on the server. */
function serverPage(pathname: string): RouteHandle | undefined {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.server ? handle : undefined;
}

// React puts what belongs in <head> (preloads) before the page when it renders a part of a document.
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>)*/;

function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      // The page is sent whole: React would otherwise move a Suspense boundary met after 12.8 KB of HTML to
      // the end with inline scripts to swap it in, which the CSP (no inline script but the theme's) blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Everything is in the cache already; waiting for all of it gives crawlers and the browser the whole page.
      onAllReady: () => (failure === undefined ? stream.pipe(sink) : fail(failure)),
      onShellError: fail,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}

/**
 * Renders a storefront page with its data and words; undefined when the address is not a server-rendered
 * page (order confirmation, tracking, back office) or its route failed, and the shell is sent instead.
 */
export async function render({ url, language, fetch }: RenderRequest): Promise<RenderedPage | undefined> {
  const address = new URL(url);
  const page = serverPage(address.pathname);
  if (!page) return undefined;
  return requestFetch.run(fetch, async () => {
    const queryClient = createQueryClient();
    const requestContext: ServerContext = { queryClient };
    const context = await handler.query(new Request(address), { requestContext });
    if (context instanceof Response || context.errors) return undefined;
    const i18n = createI18n(language);
    await addNamespaces(i18n, language, [...SHELL_NAMESPACES, ...page.namespaces]);
    // A read that failed is left to the browser: the server renders that part loading, as the browser's
    // first render does, and the browser asks again.
    queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    const html = await renderToHtml(
      <Providers queryClient={queryClient} i18n={i18n} serverRendered>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>,
    );
    const state: ServerState = {
      language,
      // Exactly the namespaces this page used: those its route declared and any a component asked for.
      translations: translationsOf(i18n, language),
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: null, errors: null },
    };
    const titleKey = routeTitleKey(context.matches.map((match) => match.route));
    const t = i18n.getFixedT(language, 'common');
    const description = pageDescription(t, titleKey, address.searchParams);
    const hoisted = HOISTED.exec(html)?.[0] ?? '';
    return {
      status: page.status ?? 200,
      // React escapes the texts: a search for `"><script>` stays text.
      head: renderToStaticMarkup(
        <>
          <title>{documentTitle(titleKey ? t(`titles.${titleKey}`) : '', t('companyName'))}</title>
          {description && <meta name="description" content={description} />}
        </>,
      ),
      pictures: hoisted,
      code: pageCodePreloads(context.matches, language),
      root: `<div id="root">${html.slice(hoisted.length)}</div>\n<script type="application/json" id="${SERVER_STATE_ID}">${jsonInHtml(state)}</script>`,
    };
  });
}
