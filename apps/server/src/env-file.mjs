// The project's .env file, read by the commands an operator runs (npm start, the npm run user:..., backup and
// restore commands); a variable
// already set in the environment wins over it. The server process itself (start-server.mjs) does not read
// it, so the tests' and benches' servers run on exactly the settings they are given.
import { existsSync } from 'node:fs';

const file = new URL('../../../.env', import.meta.url);
if (existsSync(file)) process.loadEnvFile(file);
