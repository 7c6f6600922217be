import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify, fetched the first time banner markup is shown (it is on the second slide, not the first). */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html),
  );
  return sanitizer;
}

/** Staff-written banner markup made safe to insert; undefined until the sanitizer has loaded. */
export function useSanitizedHtml(html: string | undefined): string | undefined {
  const [sanitized, setSanitized] = useState<{ html: string; safe: string }>();
  useEffect(() => {
    if (!html) return;
    let current = true;
    loadSanitizer().then(
      (sanitize) => {
        if (current) setSanitized({ html, safe: sanitize(html) });
      },
      (error: unknown) => console.warn('could not load the banner markup sanitizer', error),
    );
    return () => {
      current = false;
    };
  }, [html]);
  return html && sanitized?.html === html ? sanitized.safe : undefined;
}
