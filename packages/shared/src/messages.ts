import type { MessageCatalogue } from './message-catalogues.ts';

/**
 * Every message the shop shows or answers is a code with parameters, translated on each side from the
 * catalogues in messages/ (decision 010): the web app loads its visitor's language as its `codes` namespace,
 * the server answers its `message` fields from both (message-catalogues.ts). Texts use i18next's `{{param}}`
 * and, where a number changes the words, its plural keys (`_one`, `_other`) on `count`. Indonesian texts are
 * the spec's where it has one.
 */
export type MessageLanguage = 'id' | 'en';

/** One language's catalogue, a file of its own in the web build: a visitor loads only the language read (6 KB gzip). */
export function loadMessageCatalogue(language: MessageLanguage): Promise<Record<string, Record<string, string>>> {
  const file =
    language === 'en'
      ? import('./messages/en.json', { with: { type: 'json' } })
      : import('./messages/id.json', { with: { type: 'json' } });
  return file.then((module) => module.default);
}

/** The i18next namespace the catalogues are loaded as, on the web and here. */
export const MESSAGE_NAMESPACE = 'codes';

type CodesOf<Catalogue> = {
  [Area in keyof Catalogue & string]: `${Area}.${keyof Catalogue[Area] & string}`;
}[keyof Catalogue & string];

/** 'checkout.emailInvalid': an area of the catalogue and a message in it. */
export type MessageCode = CodesOf<MessageCatalogue>;
export type MessageParams = Record<string, string | number>;

/**
 * Whether one language's catalogue holds `code`, the one rule on both sides for telling a code from other text
 * (zod's own messages): the server asks the catalogue it bundles (isMessageCode), the browser the one it loaded.
 */
export function catalogueHolds(catalogue: object, code: string): boolean {
  const [area = '', name, ...rest] = code.split('.');
  if (rest.length > 0 || name === undefined || !Object.hasOwn(catalogue, area)) return false;
  const messages: unknown = (catalogue as Record<string, unknown>)[area];
  if (typeof messages !== 'object' || messages === null) return false;
  // A text worded by number is held as its plural forms, of which every language has `_other` (i18next).
  return Object.hasOwn(messages, name) || Object.hasOwn(messages, `${name}_other`);
}

/** A message as data: its code and what to fill in. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

export function coded(code: MessageCode, params?: MessageParams): CodedMessage {
  return params ? { code, params } : { code };
}

/**
 * A coded message as one string, for zod's `error`/`message` (which carry only text): the code, and
 * its parameters as JSON after it ('checkout.quantityTooLarge{"max":99}'). Codes never hold '{'.
 */
export function encodeMessage(code: MessageCode, params?: MessageParams): string {
  return params ? `${code}${JSON.stringify(params)}` : code;
}

/** Parameters as `encodeMessage` writes them; checked by hand, as this module loads with every page (decision 016). */
function isMessageParams(value: unknown): value is MessageParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number')
  );
}

/** The code and parameters of an `encodeMessage` string; any other text comes back as an unknown code. */
export function decodeMessage(text: string): { code: string; params?: MessageParams } {
  const start = text.indexOf('{');
  if (start < 0) return { code: text };
  try {
    const params: unknown = JSON.parse(text.slice(start));
    return isMessageParams(params) ? { code: text.slice(0, start), params } : { code: text };
  } catch {
    return { code: text };
  }
}
