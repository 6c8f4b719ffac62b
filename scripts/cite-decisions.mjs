#!/usr/bin/env node
// Points every citation of the old, out-of-repository decisions file ("DECISIONS" followed by a
// section number) at its record in docs/decisions/. Idempotent: a rewritten citation no longer
// matches, so running it again (for example after a merge brings older comments back) changes only
// what is still old. Usage: node scripts/cite-decisions.mjs [--check]. Afterwards run
// packages/db/src/migrations-sql.test.ts: a citation inside a shipped migration's SQL text would change its digest.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const RECORDS = {
  1: 'docs/decisions/1-runtime.md',
  2: 'docs/decisions/2-data.md',
  3: 'docs/decisions/3-api.md',
  4: 'docs/decisions/4-security.md',
  5: 'docs/decisions/5-beyond.md',
  6: 'docs/decisions/6-scale.md',
};
const record = (n) => {
  const path = RECORDS[n];
  if (!path) throw new Error(`no record for decision ${n}`);
  return path;
};
// A pair of section numbers joined by "and" names two records; a single number one.
const PAIR = /\bDECISIONS ([1-9]) and ([1-9])\b/g;
const ONE = /\bDECISIONS ([1-9])\b/g;

const check = process.argv.includes('--check');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|tsx|mts|js|mjs|cjs|md|sql|json|ya?ml|css|html)$/.test(f))
  .filter((f) => f !== 'scripts/cite-decisions.mjs');

const rewritten = [];
for (const file of files) {
  const path = `${root}/${file}`;
  const before = readFileSync(path, 'utf8');
  const after = before.replace(PAIR, (_, a, b) => `${record(a)} and ${record(b)}`).replace(ONE, (_, n) => record(n));
  if (after === before) continue;
  rewritten.push(file);
  if (check) console.log(`old citation in ${file}`);
  else writeFileSync(path, after);
}
// A longer citation can push a line past Prettier's width: reformat what was rewritten.
if (!check && rewritten.length > 0) {
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...rewritten], { cwd: root, stdio: 'inherit' });
}
const count = rewritten.length;
console.log(check ? `${count} file(s) still cite the old decisions file` : `${count} file(s) rewritten`);
if (check && count > 0) process.exitCode = 1;
