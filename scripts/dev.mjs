// `npm run dev`: the API on :3000 (restarts on change) and Vite on :5173 proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch', 'apps/server/src/start-server.mjs'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
