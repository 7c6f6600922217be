import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import { builtIndexHtml } from './web.ts';

/**
 * CSP sources for the page's inline scripts (the theme applied before first paint): the sha256 of each
 * one's exact text, as the browser hashes it. Scripts with a src are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}

async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    // The SPA loads only its own bundles; images may be data: URLs from the back office.
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Hashed from the index.html the pages are sent with, so a rebuilt theme script stays allowed.
        'script-src': ["'self'", ...inlineScriptHashes(builtIndexHtml() ?? '')],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
