import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { inlineScriptHashes } from './security-headers.ts';

const ctx = useTestApp();

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the content security policy', () => {
  it('allows the page’s inline script by its hash, never by unsafe-inline', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/public/products' });
    const policy = String(page.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Without a build the page has no inline script, and the policy then allows none.
    const served = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => sha256(text!));
    expect(scriptSrc.match(/'sha256-[^']+'/g) ?? []).toEqual(served);
  });

  it('hashes the exact text of each inline script and leaves scripts with a src to self', () => {
    const text = '\n      document.documentElement.classList.add("dark");\n    ';
    const html = `<head><script>${text}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(text)]);
  });
});
