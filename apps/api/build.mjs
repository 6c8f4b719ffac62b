// Bundles src/app/main.ts into dist/main.js (and the backup and restore commands into dist/backup.js and
// dist/restore.js): the workspace packages (@app/*) are compiled in, every npm
// dependency stays external (resolved from apps/api/node_modules at run time), so
// `node apps/api/dist/main.js` runs from the repository root (`pnpm start`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const workspaceDirs = { '@app/db': 'packages/db', '@app/domain': 'packages/domain', '@app/api': 'apps/api' };

/** npm dependencies of a package and of the workspace packages it uses, recursively. */
function npmDependencies(dir, seen = new Set()) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const names = new Set();
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies })) {
    if (name.startsWith('@app/')) {
      if (!seen.has(name) && workspaceDirs[name]) {
        seen.add(name);
        for (const dep of npmDependencies(workspaceDirs[name], seen)) names.add(dep);
      }
    } else names.add(name);
  }
  return names;
}

const ownDeps = new Set(Object.keys(JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')).dependencies));
const external = [...npmDependencies('apps/api')];
const missing = external.filter((name) => !ownDeps.has(name));
if (missing.length) {
  // Externals must resolve from apps/api/node_modules: add them to apps/api/package.json.
  console.error(`build: add to apps/api dependencies (used by workspace packages): ${missing.join(', ')}`);
  process.exit(1);
}

await build({
  entryPoints: {
    main: join(here, 'src/app/main.ts'),
    backup: join(here, 'src/scripts/backup.cli.ts'),
    restore: join(here, 'src/scripts/restore.cli.ts'),
    'cluster-template': join(here, 'src/scripts/cluster-template.cli.ts'),
    // Beside the bundle, where writePostgresArchive (packages/db/src/backup) looks for it.
    'backup-worker': join(root, 'packages/db/src/backup/backup-worker.ts'),
  },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// The cluster new data directories start from (CLUSTER_TEMPLATE in packages/db/src/connect.ts):
// initdb runs here, once per PGlite version, instead of in a first start or a restore, where its
// 740 MB peak would be the process's. Made in its own process so this one stays small.
const pgliteVersion = JSON.parse(
  readFileSync(join(here, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
).version;
const template = join(here, 'dist/pgdata-template');
const stamp = `${template}.version`;
if (!existsSync(join(template, 'PG_VERSION')) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== pgliteVersion) {
  const made = spawnSync(process.execPath, [join(here, 'dist/cluster-template.js')], { stdio: 'inherit' });
  if (made.status !== 0) {
    console.error('build: the PGlite cluster template could not be made');
    process.exit(1);
  }
  writeFileSync(stamp, pgliteVersion);
}
console.log('build: apps/api/dist/main.js, backup.js, restore.js, pgdata-template');
