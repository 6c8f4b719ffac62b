import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importGraphFindings, readGraph, WORKSPACE_SOURCES } from './import-graph';

// The import-graph checks (import-graph.ts), on the repository itself and on a planted tree that
// breaks each rule once, read by dependency-cruiser like the real one.

const planted = mkdtempSync(join(tmpdir(), 'import-graph-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));

function plant(files: Record<string, string>): void {
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(planted, path)), { recursive: true });
    writeFileSync(join(planted, path), code);
  }
}

describe('import graph', () => {
  it('the workspace has no file loop, and apps/api/src no folder loop, upward import or loose file', async () => {
    const modules = await readGraph(WORKSPACE_SOURCES);
    expect(modules.filter((m) => m.source.startsWith('packages/ui/src/')).length).toBeGreaterThan(10);
    expect(modules.filter((m) => m.source.startsWith('apps/api/src/features/')).length).toBeGreaterThan(100);
    expect(importGraphFindings(modules)).toEqual([]);
  }, 60_000);

  it('finds each planted violation', async () => {
    plant({
      // A loop through type imports only, in another package.
      'packages/ui/src/Table.tsx': "import type { Card } from './Card';\nexport type Table = { card?: Card };\n",
      'packages/ui/src/Card.tsx': "import type { Table } from './Table';\nexport type Card = { table?: Table };\n",
      // Two features that reach each other through different files: a folder loop, no file loop.
      'apps/api/src/features/alpha/alpha.service.ts': "export { beta } from '../beta/beta.service';\n",
      'apps/api/src/features/alpha/alpha-name.ts': "export const alpha = 'alpha';\n",
      'apps/api/src/features/beta/beta.service.ts':
        "import { alpha } from '../alpha/alpha-name';\nexport const beta = alpha;\n",
      // core importing a feature: up the layers.
      'apps/api/src/core/config.ts':
        "import { beta } from '../features/beta/beta.service';\nexport const config = beta;\n",
      // Files in no named folder, and a folder LAYERS does not name.
      'apps/api/src/helpers.ts': 'export const helper = 1;\n',
      'apps/api/src/features/util.ts': 'export const util = 1;\n',
      'apps/api/src/misc/thing.ts': "import { config } from '../core/config';\nexport const thing = config;\n",
      // Test files count for file loops only.
      'apps/api/src/features/beta/beta.test.ts':
        "import { config } from '../../core/config';\nexport const t = config;\n",
    });
    const findings = importGraphFindings(await readGraph(['apps/api/src', 'packages/ui/src'], planted));
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^file loop: packages\/ui\/src\/(Table|Card)\.tsx -> /),
        'folder loop: features/alpha, features/beta',
        'core imports features/beta, a layer above it',
        'misc is in no layer: add it to LAYERS',
        'apps/api/src/helpers.ts is in no folder',
        'apps/api/src/features/util.ts is in no folder',
      ]),
    );
    expect(findings).toHaveLength(6);
  }, 60_000);
});
