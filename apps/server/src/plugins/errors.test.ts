import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, PAGE_SIZE_MAX } from '@crabclaw/shared';
import { useTestApp } from '../test/app.ts';

const ctx = useTestApp();

/** Every error answer carries a code the shared catalogues word, and the same worded in the Accept-Language. */
describe('error answers', () => {
  it('give a field that a schema gave no message of its own a general code with the bound it broke', async () => {
    const url = `/api/Product/paginated?pageSize=${PAGE_SIZE_MAX + 1}`;
    const indonesian = await ctx.app.inject({ method: 'GET', url });
    expect(indonesian.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(indonesian.json())).toEqual({
      code: 'request.invalidFields',
      message: 'Permintaan berisi isian yang tidak valid.',
      errors: { pageSize: `Maksimal ${PAGE_SIZE_MAX}` },
      fieldCodes: { pageSize: { code: 'validation.tooLarge', params: { max: PAGE_SIZE_MAX } } },
    });
    const english = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US,en;q=0.8' } });
    expect(english.json().errors).toEqual({ pageSize: `Must be at most ${PAGE_SIZE_MAX}` });
  });

  it('name an endpoint that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/Nothing?x=1',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'request.noSuchEndpoint',
      params: { method: 'DELETE', path: '/api/Nothing' },
      message: 'No such endpoint: DELETE /api/Nothing',
    });
  });

  it('say what Fastify itself refused, such as a body type it cannot read', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/csv' },
      payload: 'name,email',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'request.unsupportedType', message: expect.any(String) });
  });

  it('say in the caller’s language, without Fastify’s English, that a body could not be read', async () => {
    const send = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload: '{"name":',
      });
    const indonesian = await send('id');
    expect(indonesian.statusCode).toBe(400);
    expect(indonesian.json()).toEqual({
      code: 'request.malformed',
      message: 'Permintaan tidak dapat dibaca: isinya rusak atau tidak sesuai jenisnya.',
    });
    expect((await send('en')).json().message).toBe(
      'The request could not be read: its body is broken or not of its stated type.',
    );
  });
});
