// The import graph's rules (docs/architecture.md). apps/api/src/lint/import-graph.ts runs them and
// the folder checks; `npx depcruise --config .dependency-cruiser.cjs apps packages` shows the file loops.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-loop',
      comment: 'No file may reach itself through its imports, type imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Type imports count: a loop through `import type` still ties the files together.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
