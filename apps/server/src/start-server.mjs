// Starts the server process: `node apps/server/src/start-server.mjs` (npm start, the e2e server, the tests'
// and bench's processes). Node runs the TypeScript itself by stripping the types (decision 013). This file is
// JavaScript so the compile cache is on before the first TypeScript file is read: with the cache warm,
// Node loads neither its type stripper nor the compiler for modules it has already seen.
import './node-version.mjs';
// The default export, not the named one: an older Node lacks enableCompileCache, and a missing named
// export would fail before node-version.mjs could say why.
import nodeModule from 'node:module';

nodeModule.enableCompileCache();
const { prepareModuleLoading } = await import('./module-loading.ts');
const moduleLoading = prepareModuleLoading();
await import('./main.ts');
// main.ts has started the shop: what it imports later (PDFs, pictures) needs no shortcut.
moduleLoading.deregister();
