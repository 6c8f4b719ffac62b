import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordProblems } from './password';

describe('passwordProblems', () => {
  it('is empty for a strong password', () => {
    expect(passwordProblems('Abcdefg1!')).toEqual([]);
    expect(passwordProblems('Pässwörd9#')).toEqual([]);
  });

  it('lists every rule for an empty password, in order', () => {
    expect(passwordProblems('')).toEqual([
      PASSWORD_RULES.length,
      PASSWORD_RULES.uppercase,
      PASSWORD_RULES.number,
      PASSWORD_RULES.special,
    ]);
  });

  it.each([
    ['Abcde1!', [PASSWORD_RULES.length]],
    ['Abcdef1!', []],
    ['abcdefg1!', [PASSWORD_RULES.uppercase]],
    ['Abcdefgh!', [PASSWORD_RULES.number]],
    ['Abcdefgh1', [PASSWORD_RULES.special]],
    ['Abcdefgh 1', [PASSWORD_RULES.special]],
    ['ABCDEFG1_', []],
  ])('%j', (pw, problems) => expect(passwordProblems(pw)).toEqual(problems));
});
