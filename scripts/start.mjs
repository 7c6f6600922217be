// `npm start`: build the web app if it is not built yet, then run the server (migrates and seeds on start).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web app (first start)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import('../apps/server/src/start-server.mjs');
