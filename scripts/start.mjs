// `pnpm start`: build what is missing or stale (turbo's cache makes this quick when nothing changed), then serve.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(
    'npx',
    ['--yes', 'pnpm@10.34.9', 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(new URL('../apps/api/dist/main.js', import.meta.url).href);
