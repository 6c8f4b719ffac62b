import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeReturnPath('/clients/A0012')).toBe('/clients/A0012');
    expect(safeReturnPath('/organizations?status=all#top')).toBe('/organizations?status=all#top');
  });

  it.each([
    ['https://evil.example/x'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['clients'],
    ['/auth'],
    ['/auth?next=/x'],
    ['/\t/evil.example'],
    [''],
    [null],
    [42],
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries the page, encoded', () => {
    expect(signInPath('/clients/A0012?tab=logins')).toBe('/auth?next=%2Fclients%2FA0012%3Ftab%3Dlogins');
  });
  it('is plain /auth for the start page or an unsafe path', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
  });
});
