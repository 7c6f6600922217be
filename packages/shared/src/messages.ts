import { createInstance, type i18n } from 'i18next';
import en from './messages/en.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };

/**
 * Every message the shop shows or answers is a code with parameters, translated on each side from these
 * catalogues (decision 010): the web app loads them as its `codes` namespace, the server answers its
 * `message` fields from them. Texts use i18next's `{{param}}` and, where a number changes the words,
 * its plural keys (`_one`, `_other`) on `count`. Indonesian texts are the spec's where it has one.
 */
export const MESSAGE_CATALOGUES = { id, en } as const;
export type MessageLanguage = keyof typeof MESSAGE_CATALOGUES;
/** The i18next namespace the catalogues are loaded as, on the web and here. */
export const MESSAGE_NAMESPACE = 'codes';

type CodesOf<Catalogue> = {
  [Area in keyof Catalogue & string]: `${Area}.${keyof Catalogue[Area] & string}`;
}[keyof Catalogue & string];

/** 'checkout.emailInvalid': an area of the catalogue and a message in it. */
export type MessageCode = CodesOf<typeof id>;
export type MessageParams = Record<string, string | number>;

/** A message as data: its code and what to fill in. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

export function coded(code: MessageCode, params?: MessageParams): CodedMessage {
  return params ? { code, params } : { code };
}

/** Whether the catalogues hold `code` (a message from elsewhere, such as zod's own, is not one). */
export function isMessageCode(code: string): code is MessageCode {
  const [area, name, ...rest] = code.split('.');
  const messages = (id as Record<string, Record<string, string> | undefined>)[area ?? ''];
  return rest.length === 0 && name !== undefined && messages !== undefined && Object.hasOwn(messages, name);
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

let translator: i18n | undefined;

/** The i18next the web app runs, on the catalogues alone, so both sides word a code the same way. */
function messageTranslator(): i18n {
  if (translator) return translator;
  translator = createInstance();
  void translator.init({
    resources: { id: { [MESSAGE_NAMESPACE]: id }, en: { [MESSAGE_NAMESPACE]: en } },
    lng: 'id',
    fallbackLng: 'id',
    supportedLngs: Object.keys(MESSAGE_CATALOGUES),
    ns: [MESSAGE_NAMESPACE],
    defaultNS: MESSAGE_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return translator;
}

/** A coded message in `language`; a code the catalogues lack reads as the general 'validation.invalid'. */
export function translateMessage(
  language: MessageLanguage,
  { code, params }: { code: string; params?: MessageParams },
) {
  const known = isMessageCode(code) ? code : 'validation.invalid';
  return messageTranslator().t(known, { ...params, lng: language });
}
