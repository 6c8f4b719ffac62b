import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript a first visit downloads: the entry script and its modulepreloads, gzipped. */
export function measureInitialJs(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const unique = [...new Set(files)];
  const bytes = unique.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file.replace(/^\//, '')))).length,
    0,
  );
  return { files: unique, gzipKb: bytes / 1024 };
}
