import { describe, expect, it } from 'vitest';
import { cleanText, formatFullName, formatPersonName } from './text';

describe('cleanText', () => {
  it.each([
    ['  Acme   Widgets  Inc. ', 'Acme Widgets Inc.'],
    ['a\t\nb', 'a b'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['ACME inc', 'ACME inc'],
  ])('%j -> %j', (i, o) => expect(cleanText(i)).toBe(o));
});

describe('formatPersonName', () => {
  it.each([
    ["mary ann o'neil", "Mary Ann O'Neil"],
    ["MARY ANN O'NEIL", "Mary Ann O'Neil"],
    ['  jean-luc   picard ', 'Jean-Luc Picard'],
    ['o’brien', 'O’Brien'],
    ['j.r.', 'J.R.'],
    ['McDonald', 'McDonald'],
    ['van der Berg', 'van der Berg'],
    ['DeShawn', 'DeShawn'],
    ['josé', 'José'],
    ['ÉMILE', 'Émile'],
    ['', ''],
    ['123', '123'],
    ['a', 'A'],
  ])('%j -> %j', (i, o) => expect(formatPersonName(i)).toBe(o));
});

describe('formatFullName', () => {
  it.each([
    ['Mary', 'Ann', 'Smith', 'Mary Ann Smith'],
    ['Mary', null, 'Smith', 'Mary Smith'],
    ['  Mary ', '  ', ' Smith', 'Mary Smith'],
    [null, null, 'Smith', 'Smith'],
    ['Mary', undefined, null, 'Mary'],
    [null, null, null, ''],
    ['mary  jo', '', 'smith', 'mary jo smith'],
  ])('%j %j %j -> %j', (f, m, l, o) => expect(formatFullName(f, m, l)).toBe(o));
});
