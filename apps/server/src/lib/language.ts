import type { FastifyRequest } from 'fastify';
import { translateMessage, type MessageCode, type MessageLanguage, type MessageParams } from '@crabclaw/shared';

/** The shop's two languages; the storefront and the back office send their choice as Accept-Language. */
export function languageOf(request: FastifyRequest): MessageLanguage {
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('en') ? 'en' : 'id';
}

/** A catalogue message in the language the request asked for. */
export function messageFor(request: FastifyRequest, code: MessageCode, params?: MessageParams): string {
  return translateMessage(languageOf(request), { code, params });
}
