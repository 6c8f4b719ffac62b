import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILES = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the bytes of its headers. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of the
 * build, once at build time; the server sends the copy the browser accepts (@fastify/static
 * `preCompressed`). zlib is built into Node, so no plugin dependency is needed.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'practice-desk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!TEXT_FILES.test(path)) continue;
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
