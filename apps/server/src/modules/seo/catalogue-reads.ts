import type { FastifyInstance } from 'fastify';
import type { ApiError, MessageCode, MessageLanguage } from '@crabclaw/shared';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * One of the catalogue's public reads, answered in-process as the page's render asks for it (plugins/web.ts):
 * the head and the page are written from the same cached answer (decision 011), so a landing page queries
 * the database only where the cache holds no answer yet, and its head is never newer or older than the API.
 * A failed read is thrown as the API answered it (404 for an unknown slug, 503 while the database is away), in
 * the page's language as the render's own reads ask (the answers carry both languages' texts).
 */
export async function readCatalogue<T>(app: FastifyInstance, url: string, language: MessageLanguage): Promise<T> {
  const answer = await app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  if (answer.statusCode !== 200) {
    const { code, params } = answer.json<ApiError>();
    // The API words its errors from the shared catalogue's codes (decision 010).
    throw new HttpError(answer.statusCode, { code: code as MessageCode, params });
  }
  // The API's own schema wrote this answer (the shared contract): it is not checked a second time.
  return answer.json<T>();
}
