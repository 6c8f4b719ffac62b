import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_REQUIRED, ChatMessageCreate } from './chat.schema';
import { messages, parsed } from './test-helpers';

describe('ChatMessageCreate', () => {
  it('trims and refuses empty messages', () => {
    expect(parsed(ChatMessageCreate, { message: '  hi  ' })).toEqual({ message: 'hi' });
    expect(messages(ChatMessageCreate, { message: '   ' })).toEqual([CHAT_MESSAGE_REQUIRED]);
    expect(messages(ChatMessageCreate, {})).toEqual([CHAT_MESSAGE_REQUIRED]);
    expect(messages(ChatMessageCreate, { message: 'x'.repeat(5001) })).toEqual(['Messages are limited to 5000 characters']);
  });
});
