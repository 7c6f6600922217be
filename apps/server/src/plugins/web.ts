import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const indexPath = `${webDist}/index.html`;

let builtIndex: { html?: string } | undefined;

/**
 * The built index.html (undefined when the app is not built), read once per process: the pages are sent
 * with it and the CSP allows its inline script by hash (security-headers), so both must see the same text.
 */
export function builtIndexHtml(): string | undefined {
  builtIndex ??= { html: existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined };
  return builtIndex.html;
}

/** Paths that belong to the API; everything else a browser asks for is the single-page app. */
const API_PREFIXES = ['/api/', '/media/', '/auth/me', '/auth/logout', '/users/api/'];

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the app's index.html, with extra tags in <head> (titles, SEO) when given. */
    sendPage(head?: string, status?: number): FastifyReply;
  }
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every page route so
 * deep links and reloads work. Pages that need server-written <head> tags call reply.sendPage(head).
 */
async function webPlugin(app: FastifyInstance) {
  const built = builtIndexHtml();
  if (built === undefined) app.log.warn(`web app not built (${indexPath} missing): serving the API only`);
  // Without a build (API-only runs, tests) pages still get a document, so server-written heads work.
  const indexHtml = built ?? '<!doctype html><html lang="id"><head></head><body><div id="root"></div></body></html>';

  if (built !== undefined) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // @fastify/static 10 hands over the Fastify reply (header()), not the raw response (setHeader()).
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.decorateReply('sendPage', function sendPage(this: FastifyReply, head = '', status = 200) {
    // A page with its own <title> replaces the app's default one (crawlers read the first title).
    const base = head.includes('<title') ? indexHtml.replace(/<title>[^<]*<\/title>/, '') : indexHtml;
    // A function, not a string: a `$&` or `$'` in a product's text must not be read as a replacement pattern.
    const html = head ? base.replace('</head>', () => `${head}\n</head>`) : base;
    return this.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (wantsPage) return reply.sendPage();
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}` });
  });
}

export default fp(webPlugin, { name: 'web' });
