import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESS_FROM_BYTES } from '@crabclaw/shared';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What travels compressed: scripts, style sheets and SVG (fonts and pictures are compressed already). */
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script, style sheet and SVG the browser
 * build emits, which the server sends as they are (`preCompressed` in plugins/web.ts) instead of compressing
 * each request again (decision 046): a page's twenty requests for code no longer take the server's CPU while
 * the phone is running that code, and the files are smaller than the quick compression a request can afford.
 */
export function precompress(): Plugin {
  let serverBuild = false;
  return {
    name: 'crabclaw:precompress',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle({ dir }, bundle) {
      if (serverBuild || !dir) return;
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (source.length < COMPRESS_FROM_BYTES) return;
          const path = join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
