import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern';

/** What LIKE does with a pattern, for checking the law below. */
function likeMatches(pattern: string, text: string): boolean {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') source += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`).test(text);
}

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character, nothing else', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('Acme Inc.')).toBe('Acme Inc.');
    expect(escapeLike('')).toBe('');
  });

  it('wraps the escaped term for "contains"', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('')).toBe('%%');
  });

  it('an escaped term matches exactly the texts that contain it literally', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '%', '_', '\\') }),
        fc.string({ unit: fc.constantFrom('a', 'b', '%', '_', '\\') }),
        (term, text) => {
          expect(likeMatches(containsPattern(term), text)).toBe(text.includes(term));
        },
      ),
    );
  });
});
