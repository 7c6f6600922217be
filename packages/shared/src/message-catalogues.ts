import { createInstance, type i18n } from 'i18next';
import en from './messages/en.json' with { type: 'json' };
import id from './messages/id.json' with { type: 'json' };
import orderWordsEn from './messages/order-words-en.json' with { type: 'json' };
import orderWordsId from './messages/order-words-id.json' with { type: 'json' };
import type { OrderWords } from './order-words.ts';
import {
  catalogueHolds,
  MESSAGE_NAMESPACE,
  type MessageCode,
  type MessageLanguage,
  type MessageParams,
} from './messages.ts';

// Both catalogues in one module, for the server and the tests: the web app loads one language at a time
// (loadMessageCatalogue), so nothing of the browser's imports this module.
export const MESSAGE_CATALOGUES = { id, en } as const satisfies Record<MessageLanguage, unknown>;
export type MessageCatalogue = typeof id;
/** The order words of both languages (order-words.ts), for the server's exports and invoice. */
export const ORDER_WORDS = { id: orderWordsId, en: orderWordsEn } as const satisfies Record<
  MessageLanguage,
  OrderWords
>;

/** Whether the catalogues hold `code` (a message from elsewhere, such as zod's own, is not one). */
export function isMessageCode(code: string): code is MessageCode {
  return catalogueHolds(id, code);
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
