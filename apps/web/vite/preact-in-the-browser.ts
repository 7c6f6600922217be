/**
 * The browser runs Preact's React layer, the server React itself (decision 019): React DOM is 68 KB of the
 * home page's first load, Preact 10. The two renders are compared in e2e/server-rendering.spec.ts; the unit
 * tests run React, but for what only the browser's runtime does (`*.preact.test.tsx`, vitest.config.ts).
 */
export const preactInTheBrowser = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
];
