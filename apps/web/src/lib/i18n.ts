import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { useEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  loadMessageCatalogue,
  loadOrderWords,
  MESSAGE_NAMESPACE,
  ORDER_WORDS_NAMESPACE,
  SELECTED_LANGUAGE,
} from '@crabclaw/shared';

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Key of the visitor's language on the device (spec: 'selectedLanguage', id or en, default id). */
export const LANGUAGE_STORAGE_KEY = SELECTED_LANGUAGE;
/** The same choice in a cookie of the same name: the server cannot read the device's storage, and renders in it. */
export const LANGUAGE_COOKIE = SELECTED_LANGUAGE;
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/**
 * What the layouts around every page say (header, footer, overlays, cart dropdown, error pages), and the
 * message catalogue that words the server's answers and the forms' checks (decision 010).
 */
export const SHELL_NAMESPACES: readonly string[] = [MESSAGE_NAMESPACE, 'common', 'shell', 'cart'];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

type Translations = Record<string, unknown>;

// Each feature owns locales/{id,en}/<namespace>.json; each file is its own chunk, fetched when a page needs it
// (issue 12), so a visitor no longer downloads every namespace of both languages up front.
const localeFiles = import.meta.glob<Translations>('../locales/*/*.json', { import: 'default' });

/**
 * The namespaces whose words the server writes too (packages/shared/src/messages, decision 010): the message
 * catalogue both sides translate codes from, and the words for an order's statuses, channel and methods.
 */
const SHARED_NAMESPACES: Readonly<Record<string, (language: Language) => Promise<Translations>>> = {
  [MESSAGE_NAMESPACE]: loadMessageCatalogue,
  [ORDER_WORDS_NAMESPACE]: loadOrderWords,
};

/** One namespace in one language: a feature's locale file, or one of the shared namespaces. */
function loadTranslations(language: string, namespace: string): Promise<Translations> {
  const shared = Object.hasOwn(SHARED_NAMESPACES, namespace) ? SHARED_NAMESPACES[namespace] : undefined;
  if (shared && isLanguage(language)) return shared(language);
  const file = localeFiles[`../locales/${language}/${namespace}.json`];
  return file ? file() : Promise.reject(new Error(`no translations ${language}/${namespace}`));
}

// For a component that uses a namespace its page did not declare: react-i18next waits for it through this.
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    loadTranslations(language, namespace).then(
      (translations) => done(null, translations),
      (error: Error) => done(error, false),
    );
  },
};

/** An i18next instance speaking `language`; namespaces are added with addNamespaces (or load on first use). */
export function createI18n(language: Language, instance: I18n = i18next.createInstance()): I18n {
  void instance.use(localeBackend).init({
    lng: language,
    partialBundledLanguages: true,
    // Both languages have every key (i18n.test.ts): no second language is loaded as a fallback.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    ns: [],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Makes sure `namespaces` are in `instance` for `language` (those already there are not fetched again). */
export async function addNamespaces(instance: I18n, language: Language, namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
  const loaded = await Promise.all(missing.map((namespace) => loadTranslations(language, namespace)));
  missing.forEach((namespace, i) => instance.addResourceBundle(language, namespace, loaded[i], true, true));
}

/**
 * The namespaces an instance holds in a language, to embed in a server-rendered page: all but the message
 * catalogue, a file of its own that the browser keeps in its cache from page to page.
 */
export function translationsOf(instance: I18n, language: Language): ResourceLanguage {
  const { [MESSAGE_NAMESPACE]: _ownFile, ...namespaces } = instance.store.data[language] ?? {};
  return namespaces;
}

/** The browser's instance (the server makes one per request with createI18n). */
const i18n = createI18n('id', i18next.use(initReactI18next));
export default i18n;

/** The language kept on the device, if the visitor ever chose one. */
export function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language the server sent a page rendered in the browser in (the cookie's, on <html lang>), else Indonesian. */
export function shellLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : 'id';
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch (error) {
    console.warn('could not save the language choice', error);
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Starts the browser's instance in `language` with the translations a server-rendered page carried. */
export async function startI18n(language: Language, translations: ResourceLanguage = {}): Promise<void> {
  for (const [namespace, resources] of Object.entries(translations)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  await addNamespaces(i18n, language, SHELL_NAMESPACES);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  // Pages visited before keep their words: every namespace held in the current language comes in the new one.
  await addNamespaces(i18n, language, Object.keys(i18n.store.data[i18n.language] ?? {}));
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/**
 * Once the first page is on screen (hydrated in the cookie's language): the device's choice wins (a
 * visitor from before the cookie existed), and the cookie follows the device.
 */
export function useStoredLanguage(): void {
  const { i18n: instance } = useTranslation();
  useEffect(() => {
    const rendered = instance.language as Language;
    const stored = storedLanguage();
    if (stored && stored !== rendered) void changeLanguage(stored);
    else rememberLanguage(rendered);
  }, [instance]);
}
