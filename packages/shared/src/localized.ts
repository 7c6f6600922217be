/**
 * A catalogue text in the visitor's language (issue 10): the English text in English where staff
 * entered one, the Indonesian text otherwise (and always in Indonesian).
 */
export function localized(text: string, textEn: string | null | undefined, language: string): string {
  if (!language.startsWith('en')) return text;
  return textEn?.trim() ? textEn : text;
}
