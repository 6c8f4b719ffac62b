import { describe, expect, it } from 'vitest';
import { ONE_FIELD_MESSAGE, PlatformLoginCreate, PlatformLoginPatch } from './logins.schema';
import { messages, parsed } from './test-helpers';

describe('PlatformLoginCreate', () => {
  it('requires a platform', () => {
    expect(messages(PlatformLoginCreate, {})).toEqual(['Platform is required']);
    expect(messages(PlatformLoginCreate, { platform: '  ' })).toEqual(['Platform is required']);
    expect(parsed(PlatformLoginCreate, { platform: ' IRS ', username: 'me', password: '', pin: null })).toEqual({
      platform: 'IRS',
      username: 'me',
      password: null,
      pin: null,
    });
  });
});

describe('PlatformLoginPatch', () => {
  it('takes exactly one field, an empty one becoming null', () => {
    expect(parsed(PlatformLoginPatch, { pin: '' })).toEqual({ pin: null });
    expect(parsed(PlatformLoginPatch, { notes: 'hello' })).toEqual({ notes: 'hello' });
    expect(messages(PlatformLoginPatch, {})).toEqual([ONE_FIELD_MESSAGE]);
    expect(messages(PlatformLoginPatch, { pin: '1', notes: '2' })).toEqual([ONE_FIELD_MESSAGE]);
    expect(messages(PlatformLoginPatch, { platform: '' })).toEqual(['Platform is required']);
  });
});
