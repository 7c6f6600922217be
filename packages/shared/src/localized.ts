/**
 * Where the visitor's language choice is kept (spec: 'selectedLanguage', id or en, default id): on the
 * device, and in a cookie of the same name, which the server renders its pages in.
 */
export const SELECTED_LANGUAGE = 'selectedLanguage';

/**
 * A catalogue text in the visitor's language (issue 10): the English text in English where staff
 * entered one, the Indonesian text otherwise (and always in Indonesian).
 */
export function localized(text: string, textEn: string | null | undefined, language: string): string {
  if (!language.startsWith('en')) return text;
  return textEn?.trim() ? textEn : text;
}
