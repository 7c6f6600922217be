// What a public module of the web app is, in one place for the two that rely on it: the build treats such a
// module as free of side effects (apps/web/vite.config.ts), and the boundaries rule keeps it a list of
// re-exports so that stays true (tools/eslint-boundaries.js).
const WEB_PUBLIC_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/](features|lib)[\\/][\w-]+[\\/]index\.ts$/;

/** Whether `file` (an absolute path) is a feature's or a lib folder's `index.ts` in the web app. */
export const isWebPublicModule = (file) => WEB_PUBLIC_MODULE.test(file);
