import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig } from './config.ts';

const root = new URL('../../../', import.meta.url);
const settings = Object.keys(EnvSchema.shape);
const envExample = readFileSync(new URL('.env.example', root), 'utf8');
const readme = readFileSync(new URL('README.md', root), 'utf8');
const configurationTable = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
);

/** A default as .env.example writes it: nothing for unset, 1 or 0 for a switch. */
const asWritten = (value: unknown) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value ?? ''));

describe('every setting is written down', () => {
  it.each(settings)('%s in .env.example, with its default', (name) => {
    const documented = new RegExp(`^#?${name}=(.*)$`, 'm').exec(envExample)?.[1];
    expect(documented).toBe(asWritten(EnvSchema.shape[name as keyof typeof EnvSchema.shape].parse(undefined)));
  });

  it.each(settings)("%s in README's configuration table", (name) => {
    expect(configurationTable).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
  });
});

describe("ARGON2_TEST_COST, the tests' cheap password hashing", () => {
  it('is refused in production, which is also what an unset NODE_ENV means', () => {
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      expect(() => loadConfig({ ...env, ARGON2_TEST_COST: '1' })).toThrow(
        'ARGON2_TEST_COST: lowers password hashing for tests only, and is refused when NODE_ENV is production',
      );
    }
  });

  it('is accepted elsewhere, and off unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test', ARGON2_TEST_COST: '1' }).ARGON2_TEST_COST).toBe(true);
    expect(loadConfig({}).ARGON2_TEST_COST).toBe(false);
  });
});
