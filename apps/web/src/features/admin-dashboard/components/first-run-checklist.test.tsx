import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { FirstRunItem } from '@crabclaw/shared';
import i18n, { addNamespaces } from '../../../lib/i18n.ts';
import { FirstRunChecklist } from './first-run-checklist.tsx';

async function checklist(items: FirstRunItem[]): Promise<string> {
  // Namespaces load with a page's route in the app; rendered alone, the component needs its own.
  await addNamespaces(i18n, 'en', ['admin']);
  await i18n.changeLanguage('en');
  return renderToString(
    <MemoryRouter>
      <FirstRunChecklist items={items} />
    </MemoryRouter>,
  );
}

/** The list's items as a reader hears them: words only, tags and icons left out. */
const spoken = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) =>
    item!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('the first-run checklist', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it('says each item’s state in words and counts the done ones', async () => {
    const html = await checklist([
      { id: 'address', done: true, parameterId: 1 },
      { id: 'bankAccounts', done: false, parameterId: 8 },
      { id: 'product', done: false, parameterId: null },
    ]);
    expect(spoken(html)).toEqual([
      'Shop address (parameter 001) Done',
      'Bank account for transfers, not the example one (parameter 008) To do',
      'First product To do',
    ]);
    expect(html).toContain('1 of 3 done.');
  });

  it('links each item to where it is done: the parameter’s edit page, or a create form', async () => {
    const html = await checklist([
      { id: 'whatsApp', done: false, parameterId: 9 },
      { id: 'phone', done: false, parameterId: null },
      { id: 'category', done: false, parameterId: null },
      { id: 'product', done: true, parameterId: null },
    ]);
    expect([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      '/app/general/edit/9',
      '/app/general/create',
      '/app/category/create',
      '/app/product/create',
    ]);
  });
});
