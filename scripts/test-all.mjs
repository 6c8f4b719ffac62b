// The whole test suite: lint, typecheck, build, every package's vitest suite, then the browser
// end-to-end tests. Ends with one "N passed, N failed" line summed over every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const pnpm = ['npx', '--yes', 'pnpm@10.34.9'];
const suites = ['@app/domain', '@app/db', '@app/ui', '@app/api', '@app/web', '@app/e2e'];
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];

function run(title, args, env = {}) {
  console.log(`\n=== ${title}: ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(title, args) {
  if (!run(title, args)) {
    console.error(`\n${title} failed.`);
    console.log(`${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  }
}

step('lint', [...pnpm, 'run', 'lint']);
step('typecheck', [...pnpm, 'run', 'typecheck']);
step('build', [...pnpm, 'run', 'build']);
if (!ensureChromium()) {
  console.error('Chromium is needed for the browser tests and could not be installed.');
  process.exit(1);
}

for (const suite of suites) {
  const out = join(reports, `${suite.replace(/\W/g, '_')}.json`);
  const ok = run(suite, [
    ...pnpm,
    '--filter',
    suite,
    'run',
    'test',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults ?? []) {
      // A file that failed outside its tests (a hook, an import) fails no test of its own.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'))
        failedTests.push(
          `${suite} ${file.name.replace(process.cwd() + '/', '')}: ${(file.message ?? '').split('\n')[0]}`,
        );
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = (test.failureMessages?.[0] ?? '').split('\n')[0];
        failedTests.push(`${suite} ${file.name.replace(process.cwd() + '/', '')} > ${test.fullName}: ${why}`);
      }
    }
  }
  if (!ok && !failedTests.some((line) => line.startsWith(`${suite} `))) {
    // Counted as one failure, so the summary never reads "0 failed" for a failed run.
    failed += 1;
    failedTests.push(
      `${suite}: no test failed, yet the suite did (a coverage threshold, an unhandled error or no report: see its output above)`,
    );
  }
  if (!ok) failures.push(suite);
}

if (process.env.TEST_DATABASE_URL)
  console.log('\nIntegration suites ran on PGlite and on PostgreSQL (TEST_DATABASE_URL).');
else console.log('\nIntegration suites ran on PGlite only (set TEST_DATABASE_URL to add PostgreSQL).');
if (failures.length) console.error(`Failing suites: ${failures.join(', ')}`);
for (const line of failedTests) console.error(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
