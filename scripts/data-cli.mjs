// `pnpm backup [--out FILE]` and `pnpm restore FILE` (docs/backups.md): build the server bundle when
// missing or stale, as `pnpm start` does, then run the command. The build's output goes to stderr so
// the command's last line on stdout stays its answer (backup: the archive's path).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [command, ...args] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command)) {
  console.error('usage: node scripts/data-cli.mjs backup|restore ...');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(
    'npx',
    ['--yes', 'pnpm@10.34.9', 'exec', 'turbo', 'run', 'build', '--filter=@app/api', '--output-logs=errors-only'],
    { cwd: root, stdio: ['ignore', 2, 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.argv = [process.argv[0], command, ...args];
await import(new URL(`../apps/api/dist/${command}.js`, import.meta.url).href);
