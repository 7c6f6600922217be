import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { coded } from '@crabclaw/shared';
import { notFound } from '../lib/http-errors.ts';
import { pageLanguageOf } from '../lib/language.ts';
import { publicBaseUrl } from '../lib/public-origin.ts';
import { sessionToken } from '../modules/auth/index.ts';
import { keepOutOfCache, renderAgainIfChanged } from '../modules/catalogue/index.ts';
import { pathOf } from './logging.ts';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const indexPath = `${webDist}/index.html`;
/** The web app's server build (`vite build --ssr`, apps/web/src/entry-server.tsx): renders storefront pages. */
const serverEntryPath = `${webDist}/server/entry-server.js`;

let builtIndex: { html?: string } | undefined;

/**
 * The built index.html (undefined when the app is not built), read once per process: the pages are sent
 * with it and the CSP allows its inline script by hash (security-headers), so both must see the same text.
 */
export function builtIndexHtml(): string | undefined {
  builtIndex ??= { html: existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined };
  return builtIndex.html;
}

/** What the web app's server build offers (its types live with it; the server only needs this much). */
interface ServerEntry {
  render(request: {
    url: string;
    language: 'id' | 'en';
    fetch: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ status: number; head: string; pictures: string; code: string; root: string } | undefined>;
  /** Preloads of the code of a page the browser renders, found by its path. */
  shellPageCode(pathname: string, language: 'id' | 'en'): string;
}

/**
 * Paths that are not pages: the API's, and the web build's files (a chunk missing after a deploy is a plain
 * 404, not a rendered not-found page). Everything else a browser asks for is a page of the web app.
 */
const API_PREFIXES = ['/api/', '/media/', '/auth/me', '/auth/logout', '/users/api/', '/assets/'];
const EMPTY_ROOT = '<div id="root"></div>';
const COMPRESSED_COPY = /\.(br|gz)$/;
/** The app's code in the built page: its entry script and the preloads of what the entry imports. */
const APP_CODE = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
/** Where a rendered page's pictures and code go in its template: the place of the app's first script. */
const CODE_PLACE = '<!--app-code-->';

/**
 * The built page for a page rendered here. Its content comes with it, so its code waits until the first
 * screen's pictures have arrived (decision 016): the entry script and its preloads sit in an inert
 * `<template id="app-code">`, which index.html's last script puts into the document once the page's
 * high-priority pictures have arrived and been painted. On a phone the pictures then have the line to
 * themselves, and the largest paint waits neither for the framework's download nor for its first run. A
 * page the browser renders (order confirmation, tracking, back office) keeps its code in <head>: its code is all it has
 * to show.
 */
function withCodeAfterPictures(html: string): { template: string; appCode: string } {
  const appCode = (html.match(APP_CODE) ?? []).map((tag) => tag.trim()).join('');
  const firstCode = new RegExp(APP_CODE.source);
  return { template: html.replace(firstCode, `\n    ${CODE_PLACE}`).replace(APP_CODE, ''), appCode };
}
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export interface PageOptions {
  /** Tags for <head> (the SEO module's title, description, Open Graph, JSON-LD); they replace the page's own title. */
  head?: string;
  status?: number;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the page the request asks for: rendered on the server when it is a storefront page, else the app's shell. */
    sendPage(options?: PageOptions): Promise<FastifyReply>;
  }
}

/**
 * Rendered pages are kept in the catalogue's read cache (decision 021), per language and per origin their
 * links name: the same page for every visitor, nothing personal in it. A staff member's request is rendered
 * fresh and not kept, so nothing a session could ever change on a page reaches a visitor.
 */
export const cachedPage = {
  key: (request: FastifyRequest) =>
    sessionToken(request) ? undefined : `${pageLanguageOf(request)} ${publicBaseUrl(request)}${request.url}`,
  vary: 'cookie',
};

/**
 * The API as the rendering page's fetch: answered by this same app in-process (app.inject), so no socket
 * is opened and the catalogue's read cache serves server-rendered pages as it serves browsers.
 */
function inProcessFetch(app: FastifyInstance, language: string) {
  return async (path: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: path,
      headers: { ...Object.fromEntries(new Headers(init.headers)), 'accept-language': language },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload;
    const type = answer.headers['content-type'];
    return new Response(body, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

async function loadServerEntry(app: FastifyInstance): Promise<ServerEntry | undefined> {
  if (!existsSync(serverEntryPath)) {
    app.log.warn(`web app's server build missing (${serverEntryPath}): pages are rendered in the browser only`);
    return undefined;
  }
  // React takes its production or development build from NODE_ENV when first loaded, which happens here:
  // the server's own setting (production unless told otherwise) decides, not a variable left unset.
  process.env.NODE_ENV ??= app.config.NODE_ENV;
  return (await import(pathToFileURL(serverEntryPath).href)) as ServerEntry;
}

/**
 * Serves the built web app: hashed assets with long caching, the storefront's pages rendered on the server
 * (decision 012) and every other page route as the app's shell, so deep links and reloads work. Pages
 * with server-written <head> tags (the SEO module) pass them to reply.sendPage.
 */
async function webPlugin(app: FastifyInstance) {
  const built = builtIndexHtml();
  if (built === undefined) app.log.warn(`web app not built (${indexPath} missing): serving the API only`);
  // Without a build (API-only runs, tests) pages still get a document, so server-written heads work.
  const indexHtml = built ?? `<!doctype html><html lang="id"><head></head><body>${EMPTY_ROOT}</body></html>`;
  const entry = built === undefined ? undefined : await loadServerEntry(app);
  const rendered = withCodeAfterPictures(indexHtml);

  if (built !== undefined) {
    // The build's hashed code is looked up on disk as it is asked for, under one route: a route for each of its
    // 400-odd files cost the start about 85 ms (listing and registering them). Brotli or gzip as the build wrote
    // them (apps/web/vite/precompress.ts), not compressed per request; the copies are sent in the file's place,
    // never under their own names.
    await app.register(fastifyStatic, {
      root: `${webDist}/assets`,
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      allowedPath: (path) => !COMPRESSED_COPY.test(path),
      setHeaders(res) {
        // @fastify/static 10 hands over the Fastify reply (header()), not the raw response (setHeader()).
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The few files beside index.html (the icon). The server build is code for this process, not for browsers.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      decorateReply: false,
      globIgnore: ['server/**', 'assets/**', '**/*.br', '**/*.gz'],
      preCompressed: true,
    });
  }

  /** The page rendered on the server, or undefined to send the shell (not a server-rendered page, or it failed). */
  async function renderPage(request: FastifyRequest, language: 'id' | 'en') {
    if (!entry) return undefined;
    try {
      return await entry.render({
        url: `${publicBaseUrl(request)}${request.url}`,
        language,
        fetch: inProcessFetch(app, language),
      });
    } catch (error) {
      // The browser can still render the page from the shell; a broken render must not cost the visitor it.
      request.log.error({ err: error, path: pathOf(request.url) }, 'server rendering failed; sending the shell');
      return undefined;
    }
  }

  app.decorateReply('sendPage', async function sendPage(this: FastifyReply, { head, status }: PageOptions = {}) {
    const language = pageLanguageOf(this.request);
    const page = await renderPage(this.request, language);
    // A page that read the catalogue before and after a change is rendered again, never sent half old.
    renderAgainIfChanged(this.request);
    if (!page) keepOutOfCache(this.request);
    // One head: the SEO module's when it wrote one, else the page's own title and description.
    const pageHead = head ?? page?.head ?? '';
    // The first screen's pictures are asked for before anything the parser finds after the stylesheet.
    const template = page
      ? rendered.template.replace(
          CODE_PLACE,
          () => `${page.pictures}<template id="app-code">${rendered.appCode}${page.code}</template>`,
        )
      : indexHtml;
    // A page the browser renders asks for its own code beside the app's, not once the app's has run.
    const shellCode = page ? '' : (entry?.shellPageCode(this.request.url.split('?')[0] ?? '/', language) ?? '');
    // A page with its own <title> replaces the app's default one (crawlers read the first title).
    const base = pageHead.includes('<title') ? template.replace(/<title>[^<]*<\/title>/, '') : template;
    // Functions, not strings: a `$&` or `$'` in a product's text must not be read as a replacement pattern.
    const html = base
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace('</head>', () => `${pageHead}${shellCode}\n</head>`)
      .replace(EMPTY_ROOT, () => page?.root ?? EMPTY_ROOT);
    return this.status(status ?? page?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });

  const noSuchEndpoint = (request: FastifyRequest) => {
    throw notFound(coded('request.noSuchEndpoint', { method: request.method, path: request.url.split('?')[0] ?? '/' }));
  };

  // Every other GET is a page. A route, not the not-found handler: routes get the compression hooks.
  app.get('/*', { schema: { hide: true }, config: { cachedPage } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return noSuchEndpoint(request);
    return reply.sendPage();
  });
  app.setNotFoundHandler(noSuchEndpoint);
}

export default fp(webPlugin, { name: 'web' });
