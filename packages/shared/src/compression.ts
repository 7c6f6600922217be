/**
 * The size below which a body travels as it is, as compressing it saves less than the encoding costs: one figure for
 * the server's compression of answers (app.ts), its cached answers (cached-answer.ts) and the build's precompressed
 * files (apps/web/vite/precompress.ts), so a file the build left plain is never compressed per request instead.
 */
export const COMPRESS_FROM_BYTES = 1024;
