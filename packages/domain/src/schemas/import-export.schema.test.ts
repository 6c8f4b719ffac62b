import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportCell, importRecord, neutraliseFormula, restoreNeutralised } from './import-export.schema';

describe('formula neutralisation', () => {
  it('prefixes cells a spreadsheet would run', () => {
    for (const v of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(v)).toBe(`'${v}`);
    expect(neutraliseFormula('Mary')).toBe('Mary');
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
    expect(neutraliseFormula("'=x")).toBe("''=x");
    expect(exportCell(['a', 'b'])).toBe('a, b');
    expect(exportCell(null)).toBe('');
  });
  it('an import restores what an export neutralised (round trip law)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^'*[=+@-]/)),
        (s) => restoreNeutralised(neutraliseFormula(s)) === s,
      ),
    );
  });
});

describe('importRecord', () => {
  it('keeps known columns, drops blanks, server columns and masked values, reads yes/no', () => {
    const record = importRecord('clients', {
      id: '7',
      firstName: ' Ann ',
      lastName: 'Lee',
      ssn: '****1234',
      email: '',
      dependents: 'Yes',
      issues1099: '0',
      extra: 'x',
      fullName: 'A L',
    });
    expect(record).toEqual({ firstName: 'Ann', lastName: 'Lee', dependents: true, issues1099: false });
  });
  it('passes unreadable booleans through for the schema to refuse', () => {
    expect(importRecord('organizations', { businessDba: 'Acme', soi: 'maybe' })).toEqual({
      businessDba: 'Acme',
      soi: 'maybe',
    });
  });
});
