import { describe, expect, it } from 'vitest';
import { readCookie } from '../../sessions/session.service';

describe('readCookie', () => {
  it('finds a cookie among others, trimmed, decoded only when encoded', () => {
    expect(readCookie('a=1; session=abc; b=2', 'session')).toBe('abc');
    expect(readCookie('session=abc', 'session')).toBe('abc');
    expect(readCookie('  session = abc ;x=1', 'session')).toBe('abc');
    expect(readCookie('x=1;session=a%20b', 'session')).toBe('a b');
    expect(readCookie('session=%E0%A4%A', 'session')).toBe('%E0%A4%A');
    expect(readCookie(['a=1', 'session=z'], 'session')).toBe('z');
  });

  it('answers undefined when absent, and never matches a longer or empty name', () => {
    expect(readCookie(undefined, 'session')).toBeUndefined();
    expect(readCookie('', 'session')).toBeUndefined();
    expect(readCookie('xsession=1; sessions=2; =3; session', 'session')).toBeUndefined();
    expect(readCookie('a=b=c; session=d=e', 'session')).toBe('d=e');
  });
});
