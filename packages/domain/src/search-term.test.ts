import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_WORD_SEPARATORS, parseSearchTerm } from './search-term';

describe('parseSearchTerm', () => {
  it('is null for blank input', () => {
    expect(parseSearchTerm('')).toBeNull();
    expect(parseSearchTerm('   ')).toBeNull();
    expect(parseSearchTerm(undefined)).toBeNull();
    expect(parseSearchTerm(null)).toBeNull();
  });

  it('splits names into words on spaces and punctuation, keeping letters of any script', () => {
    expect(parseSearchTerm('  John   Smi ')!.words).toEqual(['John', 'Smi']);
    expect(parseSearchTerm("O'Brien, Mary-Kate")!.words).toEqual(['O', 'Brien', 'Mary', 'Kate']);
    expect(parseSearchTerm('José Núñez')!.words).toEqual(['José', 'Núñez']);
    expect(parseSearchTerm('a b c d e f g')!.words).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parseSearchTerm('%_%')!.words).toEqual([]);
  });

  it('keeps the trimmed text for substring matching', () => {
    expect(parseSearchTerm('  quartz.example ')!.text).toBe('quartz.example');
  });

  it('reads phone numbers typed with or without separators, from 3 digits', () => {
    expect(parseSearchTerm('(310) 555-0199')!.phoneDigits).toBe('3105550199');
    expect(parseSearchTerm('+1 310.555')!.phoneDigits).toBe('1310555');
    expect(parseSearchTerm('555')!.phoneDigits).toBe('555');
    expect(parseSearchTerm('55')!.phoneDigits).toBeNull();
    expect(parseSearchTerm('bakery 1234')!.phoneDigits).toBeNull();
    expect(parseSearchTerm('A0012')!.phoneDigits).toBeNull();
  });

  it('reads exactly 4 digits as an SSN last 4', () => {
    expect(parseSearchTerm('1234')!.ssnLast4).toBe('1234');
    expect(parseSearchTerm(' 1234 ')!.ssnLast4).toBe('1234');
    expect(parseSearchTerm('123')!.ssnLast4).toBeNull();
    expect(parseSearchTerm('12345')!.ssnLast4).toBeNull();
    expect(parseSearchTerm('12-34')!.ssnLast4).toBeNull();
  });

  it('reads display ids of any kind and case, refusing ids past int4', () => {
    expect(parseSearchTerm('a0012')!.displayId).toEqual({ kind: 'client', id: 12 });
    expect(parseSearchTerm('B0007')!.displayId).toEqual({ kind: 'organization', id: 7 });
    expect(parseSearchTerm('A12345')!.displayId).toEqual({ kind: 'client', id: 12345 });
    expect(parseSearchTerm('A2147483647')!.displayId).toEqual({ kind: 'client', id: 2147483647 });
    expect(parseSearchTerm('A2147483648')!.displayId).toBeNull();
    expect(parseSearchTerm('A0000')!.displayId).toBeNull();
    expect(parseSearchTerm('Z0012')!.displayId).toBeNull();
    expect(parseSearchTerm('Smith')!.displayId).toBeNull();
  });

  it('has words free of separators and never empty, for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const term = parseSearchTerm(raw);
        if (raw.trim() === '') {
          expect(term).toBeNull();
          return;
        }
        for (const word of term!.words) {
          expect(word).not.toBe('');
          expect(NAME_WORD_SEPARATORS.test(word)).toBe(false);
          expect(term!.text.includes(word)).toBe(true);
        }
        if (term!.phoneDigits) expect(term!.phoneDigits).toMatch(/^\d{3,}$/);
      }),
    );
  });
});
