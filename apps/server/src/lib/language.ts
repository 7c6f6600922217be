import type { FastifyRequest } from 'fastify';
import {
  SELECTED_LANGUAGE,
  translateMessage,
  type MessageCode,
  type MessageLanguage,
  type MessageParams,
} from '@crabclaw/shared';

const LANGUAGE_OF_TAG: Record<string, MessageLanguage> = { id: 'id', in: 'id', en: 'en' };

/**
 * The one of the shop's two languages an Accept-Language header prefers: the highest weight wins, the first
 * listed on a tie, and a weight of 0 means "not this one". Indonesian when it names neither.
 */
export function preferredLanguage(header: string | undefined): MessageLanguage {
  let best: { language: MessageLanguage; weight: number } | undefined;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = range.trim().toLowerCase().split(';');
    const language = LANGUAGE_OF_TAG[tag.split('-')[0]!];
    const q = parameters
      .map((parameter) => parameter.replace(/\s/g, ''))
      .find((parameter) => parameter.startsWith('q='));
    // RFC 9110's qvalue: 0 to 1 with at most three decimals; a range with any other weight is skipped.
    const weight = q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : 0;
    if (language && weight > (best?.weight ?? 0)) best = { language, weight };
  }
  return best?.language ?? 'id';
}

/** The shop's two languages; the storefront and the back office send their choice as Accept-Language. */
export function languageOf(request: FastifyRequest): MessageLanguage {
  return preferredLanguage(request.headers['accept-language']);
}

/**
 * The language a storefront page is rendered in: the visitor's choice, kept in the `selectedLanguage`
 * cookie (a browser's first request for a page sends no Accept-Language the app chose); Indonesian by default.
 */
export function pageLanguageOf(request: FastifyRequest): MessageLanguage {
  return request.cookies[SELECTED_LANGUAGE] === 'en' ? 'en' : 'id';
}

/** A catalogue message in the language the request asked for. */
export function messageFor(request: FastifyRequest, code: MessageCode, params?: MessageParams): string {
  return translateMessage(languageOf(request), { code, params });
}
