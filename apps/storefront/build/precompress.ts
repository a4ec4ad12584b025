import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images in the bundle are already compressed formats or tiny SVGs. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text asset, which the server sends as they are
 * (@fastify/static `preCompressed`). Compressing on every request would use a fast, weaker setting: at quality 11
 * the shell chunk is about 15% smaller than gzip, and no request pays for compressing it.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'startwise:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter(
        (file) => COMPRESSIBLE.test(file.fileName) && sourceOf(file).length >= MIN_BYTES,
      );
      await Promise.all(
        files.map(async (file) => {
          const source = sourceOf(file);
          const path = join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

function sourceOf(file: { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }): Buffer {
  if (file.type === 'chunk') return Buffer.from(file.code);
  return typeof file.source === 'string' ? Buffer.from(file.source) : Buffer.from(file.source);
}
