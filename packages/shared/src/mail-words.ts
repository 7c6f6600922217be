import { createInstance, type i18n } from 'i18next';
import en from './messages/mail-en.json' with { type: 'json' };
import id from './messages/mail-id.json' with { type: 'json' };
import type { MessageLanguage, MessageParams } from './messages.ts';

/**
 * The words of the order e-mails (docs/order-messages.md), in the shop's two languages and i18next's
 * `{{param}}` form like the message catalogue beside them. A catalogue of their own: only the server writes
 * e-mails, so the browser, which loads the message catalogue with every page, never carries them.
 */
export const MAIL_CATALOGUES = { id, en } as const;
export type MailWord = keyof typeof id;

let translator: i18n | undefined;

/** One e-mail text in `language`, its parameters filled in as they are (the templates escape them). */
export function translateMail(language: MessageLanguage, word: MailWord, params?: MessageParams): string {
  if (!translator) {
    translator = createInstance();
    void translator.init({
      resources: { id: { mail: id }, en: { mail: en } },
      lng: 'id',
      fallbackLng: 'id',
      ns: ['mail'],
      defaultNS: 'mail',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return translator.t(word, { ...params, lng: language });
}
