import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './config.ts';

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
