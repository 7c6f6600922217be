import type { Page } from '@playwright/test';

/** The form library's and zod's chunks: pages with a form need them, the other storefront pages do not (issue 21). */
const FORM_CODE = /\/assets\/(zod|forms)-[\w-]+\.js$/;

/** Which of the form code's chunks ('forms', 'zod') the page asks for from now on, in the order asked. */
export function recordFormCode(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const chunk = new URL(request.url()).pathname.match(FORM_CODE)?.[1];
    if (chunk) asked.push(chunk);
  });
  return asked;
}
