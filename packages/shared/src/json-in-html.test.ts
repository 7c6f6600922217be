import { describe, expect, it } from 'vitest';
import { jsonInHtml } from './json-in-html.ts';

describe('jsonInHtml', () => {
  it('keeps product text from closing the script or opening a comment, and reads back the same', () => {
    const value = { description: 'Kepiting </script><script>alert(1)</script> <!-- x', note: 'a\u2028b' };
    const text = jsonInHtml(value);
    expect(text).not.toMatch(/<\/script|<!--|<script/i);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(value);
  });
});
