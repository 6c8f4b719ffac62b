import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_REQUIRED, ChatListInput, ChatMessageCreate, chatInitials } from './chat.schema';
import { messages, parsed } from './test-helpers';

describe('ChatMessageCreate', () => {
  it('trims and refuses empty messages', () => {
    expect(parsed(ChatMessageCreate, { message: '  hi  ' })).toEqual({ message: 'hi' });
    expect(messages(ChatMessageCreate, { message: '   ' })).toEqual([CHAT_MESSAGE_REQUIRED]);
    expect(messages(ChatMessageCreate, {})).toEqual([CHAT_MESSAGE_REQUIRED]);
    expect(messages(ChatMessageCreate, { message: 'x'.repeat(4001) })).toEqual([
      'Messages are limited to 4000 characters',
    ]);
    expect(parsed(ChatMessageCreate, { message: ' ' + 'x'.repeat(4000) + ' ' }).message).toHaveLength(4000);
  });
});

describe('ChatListInput', () => {
  it('defaults, reads query strings and refuses both directions at once', () => {
    expect(parsed(ChatListInput, undefined)).toEqual({ limit: 50 });
    expect(parsed(ChatListInput, { before: '12', limit: '20' })).toEqual({ before: 12, limit: 20 });
    expect(parsed(ChatListInput, { after: 3, before: '' })).toEqual({ after: 3, limit: 50 });
    expect(messages(ChatListInput, { before: 1, after: 2 })).toEqual(['Use before or after, not both']);
    expect(messages(ChatListInput, { before: 'abc' })).toEqual(['before must be a number']);
    expect(messages(ChatListInput, { after: 2 ** 31 })).toEqual(['after is too large']);
    expect(messages(ChatListInput, { limit: 201 })).toEqual(['limit must be at most 200']);
  });
});

describe('chatInitials', () => {
  it('takes first and last initials, else the username', () => {
    expect(chatInitials({ id: 1, firstName: 'ana', lastName: 'Lopez', username: 'ana' })).toBe('AL');
    expect(chatInitials({ id: 1, firstName: null, lastName: ' ', username: 'jordan' })).toBe('JO');
    expect(chatInitials({ id: 1, firstName: 'Riley', lastName: null, username: 'riley' })).toBe('R');
    expect(chatInitials(null)).toBe('?');
  });
});
