import { describe, expect, it } from 'vitest';
import { addNamespaces, createI18n, LANGUAGES, translationsOf } from './i18n.ts';

type Tree = { [key: string]: unknown };

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const namespaces = [...new Set(Object.keys(files).map((path) => /\/([\w-]+)\.json$/.exec(path)![1]!))];

/** Every key of a namespace, plural forms as one (Indonesian has only 'other', English 'one' and 'other'). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as Tree, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')],
  );
}

describe('translations', () => {
  // i18n.ts loads no fallback language beside the visitor's: that holds only while both have every key. The
  // `validation` maps are exempt: a message without a translation is shown as the server wrote it.
  it.each(namespaces)('%s has the same keys in both languages', (namespace) => {
    const [id, en] = LANGUAGES.map(
      (language) =>
        new Set(
          keysOf(files[`../locales/${language}/${namespace}.json`]!).filter((key) => !key.startsWith('validation.')),
        ),
    );
    expect([...id!].filter((key) => !en!.has(key))).toEqual([]);
    expect([...en!].filter((key) => !id!.has(key))).toEqual([]);
  });

  it('loads only the namespaces asked for, in the language asked for', async () => {
    const i18n = createI18n('en');
    await addNamespaces(i18n, 'en', ['common', 'catalogue']);
    expect(Object.keys(translationsOf(i18n, 'en')).sort()).toEqual(['catalogue', 'common']);
    expect(translationsOf(i18n, 'id')).toEqual({});
    expect(i18n.t('catalogue:list.title')).toBe('Seafood Products');
  });
});
