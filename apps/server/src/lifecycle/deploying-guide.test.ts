import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig } from '../config.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const GUIDES = ['docs/deploying.md', 'docs/backups.md'];
const UNIT = 'deploy/crabclaw@.service';
/** Settings of the command-line tools rather than the server. */
const TOOL_SETTINGS = ['CRABCLAW_PASSWORD'];

const read = (path: string) => readFileSync(join(root, path), 'utf8');
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
const codeBlocks = (text: string) => matches(text, /```\w*\n([\s\S]*?)```/g);

describe.each(GUIDES)('%s', (guide) => {
  const text = read(guide);

  it('names only npm scripts the project has', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const named = matches(text, /npm run (?:--\w+ )*([\w:-]+)/g);
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it('names only settings the server or its tools read', () => {
    const inCode = codeBlocks(text).flatMap((block) => matches(block, /^([A-Z][A-Z0-9_]*)=/gm));
    const inText = matches(text, /`([A-Z][A-Z0-9]*_[A-Z0-9_]+|PORT|HOST)(?:=[^`]*)?`/g);
    const known = [...Object.keys(EnvSchema.shape), ...TOOL_SETTINGS];
    expect([...inCode, ...inText].filter((name) => !known.includes(name))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = matches(text, /\]\(([^)#:]+)(?:#[^)]*)?\)/g);
    const missing = links.filter((link) => !existsSync(resolve(root, dirname(guide), link)));
    expect(missing).toEqual([]);
  });
});

describe('the deployment guide', () => {
  const text = read('docs/deploying.md');

  it('gives settings the server accepts', () => {
    const block = codeBlocks(text).find((code) => code.includes('DATABASE_URL='))!;
    const env = Object.fromEntries(
      block
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    expect(Object.keys(env).length).toBeGreaterThan(5);
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('installs into the folder and as the user its systemd unit runs from', () => {
    const unit = read(UNIT);
    expect(unit).toMatch(/^WorkingDirectory=\/opt\/crabclaw$/m);
    expect(text).toContain('sudo git clone https://example.com/crabclaw.git /opt/crabclaw');
    expect(unit).toMatch(/^User=crabclaw$/m);
    expect(text).toContain('useradd --system --home /opt/crabclaw');
  });

  const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.runIf(systemdAnalyze)('ships a systemd unit that systemd-analyze verifies without a complaint', () => {
    const folder = mkdtempSync(join(tmpdir(), 'crabclaw-unit-'));
    try {
      // A template is verified as one of its instances.
      const instance = join(folder, 'crabclaw@1.service');
      copyFileSync(join(root, UNIT), instance);
      const complaints = execFileSync('systemd-analyze', ['verify', instance], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(complaints).toBe('');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
