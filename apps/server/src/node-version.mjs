// Imported first by every way of starting the server, and plain JavaScript any Node parses: on an older Node
// the server's own modules fail with a SyntaxError or a missing export that never says which Node is needed.
// Static imports are linked before any code runs, so this file imports nothing a Node of 2020 lacks.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
const needed = engines.node.replace(/^>=\s*/, '');
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const [neededMajor = 0, neededMinor = 0] = needed.split('.').map(Number);
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  console.error(
    `CrabClaw needs Node >= ${needed}, this is ${process.version}: start it with npm start, which runs the Node that npm ci installs`,
  );
  process.exit(1);
}
