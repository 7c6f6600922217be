import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ownOrigins, publicBaseUrl } from './public-origin.ts';

/** A bare server that answers what the module makes of each request, under the given environment. */
function serverWith(env: Record<string, string> = {}) {
  const app = Fastify({ trustProxy: true });
  app.decorate('config', loadConfig({ NODE_ENV: 'test', ...env }));
  app.get('/', async (request) => ({ base: publicBaseUrl(request), own: ownOrigins(request) }));
  return app;
}

async function ask(env: Record<string, string>, headers: Record<string, string>) {
  const app = serverWith(env);
  try {
    return (await app.inject({ method: 'GET', url: '/', headers })).json<{ base: string; own: string[] }>();
  } finally {
    await app.close();
  }
}

describe('the shop’s own origin', () => {
  it('is PUBLIC_URL whatever the request says, while the request’s own known host may still post', async () => {
    const env = { PUBLIC_URL: 'https://crabclaw.example/toko/' };
    expect(await ask(env, { host: 'evil.example' })).toEqual({
      base: 'https://crabclaw.example/toko',
      own: ['https://crabclaw.example'],
    });
    expect((await ask(env, { host: 'localhost:3000' })).own).toEqual([
      'https://crabclaw.example',
      'http://localhost:3000',
    ]);
  });

  it('is the request’s host when ALLOWED_HOSTS lists it, port included', async () => {
    const env = { ALLOWED_HOSTS: 'shop.example, shop.example:8443' };
    expect(await ask(env, { host: 'Shop.Example' })).toEqual({
      base: 'http://shop.example',
      own: ['http://shop.example'],
    });
    expect((await ask(env, { host: 'shop.example:8443' })).base).toBe('http://shop.example:8443');
    expect(await ask(env, { host: 'shop.example:9999' })).toEqual({
      base: 'http://shop.example',
      own: ['http://shop.example'],
    });
  });

  it('is a loopback host on any port', async () => {
    for (const host of ['localhost:5173', '127.0.0.1:4173', '[::1]:3000']) {
      expect((await ask({}, { host })).base).toBe(`http://${host}`);
    }
  });

  it('is the address the connection arrived at', async () => {
    const app = serverWith({ PORT: '3000' });
    // 127.0.0.2 is loopback to the kernel but not a loopback name: only the arrival rule can accept it.
    await app.listen({ host: '127.0.0.2', port: 0 });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = (await (await fetch(`http://127.0.0.2:${port}/`)).json()) as { base: string };
      expect(answer.base).toBe(`http://127.0.0.2:${port}`);
    } finally {
      await app.close();
    }
  });

  it('falls back to the first allowed host, else localhost on PORT, for a host it does not know', async () => {
    const evil = { host: 'evil.example"><script>alert(1)</script>', 'x-forwarded-host': 'evil.example' };
    expect(await ask({ PORT: '8080' }, evil)).toEqual({
      base: 'http://localhost:8080',
      own: ['http://localhost:8080'],
    });
    expect((await ask({ ALLOWED_HOSTS: 'shop.example,www.shop.example' }, evil)).base).toBe('http://shop.example');
  });

  it('takes https from a trusted proxy, and nothing else but http', async () => {
    const env = { ALLOWED_HOSTS: 'shop.example' };
    expect((await ask(env, { host: 'shop.example', 'x-forwarded-proto': 'https' })).base).toBe('https://shop.example');
    expect((await ask(env, { host: 'shop.example', 'x-forwarded-proto': 'javascript' })).base).toBe(
      'http://shop.example',
    );
  });
});
