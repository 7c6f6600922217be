import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const ctx = useTestApp();

/** Garbage a client may send: every one is a 4xx with a message, never a 500. */
describe('malformed requests', () => {
  it.each([
    ['GET', '/api/Product/paginated?search=%00%27'],
    ['GET', '/api/CrabClawCategories/slug/%00'],
    ['GET', '/product/x/%00'],
    ['GET', '/api/Product/paginated?page=1e400'],
    ['GET', '/api/Product/%E0%A4%A'],
    ['GET', '/media/%00/card.webp'],
  ])('%s %s', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['/api/contact', { name: 'Ani\u0000', email: 'ani@example.id', message: 'Halo' }],
    ['/api/Orders/track', { orderNumber: 'CC\u0000', contact: 'a@b.id' }],
    ['/api/contact', 'not json'],
    ['/api/Orders/create', null],
  ])('POST %s with a bad body', async (url, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
