import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The import-boundary rules of eslint.config.js, each proven on a planted violation (and on the
// allowed form beside it), through ESLint's Node API on snippets placed at real paths.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids ESLint reports for `code` as if it were the file at `path` (relative to the repository root). */
async function rulesHit(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('import boundaries', () => {
  it('kysely values only in repositories', async () => {
    const code = "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n";
    expect(await rulesHit('apps/api/src/features/payrolls/planted.service.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesHit('apps/api/src/features/payrolls/planted.repo.ts', code)).toEqual([]);
    expect(
      await rulesHit(
        'apps/api/src/features/payrolls/planted.service.ts',
        "import type { Updateable } from 'kysely';\nexport type U = Updateable<{ a: number }>;\n",
      ),
    ).toEqual([]);
  });

  it('no query-builder call outside a repository', async () => {
    const code = "export const q = (db: { selectFrom(t: string): unknown }) => db.selectFrom('clients');\n";
    expect(await rulesHit('apps/api/src/features/clients/planted.service.ts', code)).toContain('no-restricted-syntax');
    expect(await rulesHit('apps/api/src/features/clients/planted.repo.ts', code)).toEqual([]);
  });

  it("a feature never imports another feature's repository or REST file", async () => {
    const from = 'apps/api/src/features/payrolls/planted.service.ts';
    expect(
      await rulesHit(from, "import { findClient } from '../clients/clients.repo';\nexport const f = findClient;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesHit(from, "import { clientsRest } from '../clients/clients.rest';\nexport const f = clientsRest;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await rulesHit(
        'apps/api/src/features/payrolls/planted.repo.ts',
        "import { x } from '../clients/clients.repo';\nexport const f = x;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(await rulesHit(from, "import { get } from '../clients/clients.service';\nexport const f = get;\n")).toEqual(
      [],
    );
    expect(await rulesHit(from, "import { list } from './payrolls.repo';\nexport const f = list;\n")).toEqual([]);
    expect(
      await rulesHit(from, "import { page } from '../../lists/list-page.repo';\nexport const f = page;\n"),
    ).toEqual([]);
    expect(
      await rulesHit(from, "import { x } from '../../features/clients/clients.repo';\nexport const f = x;\n"),
    ).toContain('no-restricted-imports');
  });

  it('the web imports @app/api only as types and never @app/db', async () => {
    const page = 'apps/web/src/features/clients/Planted.tsx';
    expect(await rulesHit(page, "import { appRouter } from '@app/api';\nexport const r = appRouter;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesHit(page, "import { connect } from '@app/db';\nexport const c = connect;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesHit(page, "import type { Database } from '@app/db';\nexport type D = Database;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesHit(page, "import type { AppRouter } from '@app/api';\nexport type R = AppRouter;\n")).toEqual(
      [],
    );
  });

  it('packages/domain imports no app', async () => {
    const rule = 'packages/domain/src/planted.ts';
    expect(await rulesHit(rule, "import { appRouter } from '@app/api';\nexport const r = appRouter;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(
      await rulesHit(
        rule,
        "import { firmToday } from '../../../apps/api/src/features/organizations/firm-date';\nexport const f = firmToday;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesHit(rule, "import type { Database } from '@app/db';\nexport type D = Database;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesHit(rule, "import { isIsoDate } from './dates';\nexport const f = isIsoDate;\n")).toEqual([]);
  });
});
