import { describe, expect, it } from 'vitest';
import { NOTE_CONTENT_REQUIRED, NoteCreate, NoteUpdate, noteTitle } from './notes.schema';
import { messages, parsed } from './test-helpers';

describe('notes', () => {
  it('needs non-blank content', () => {
    expect(messages(NoteCreate, { title: 'x', content: '   ' })).toEqual([NOTE_CONTENT_REQUIRED]);
    expect(messages(NoteUpdate, { title: 'x' })).toEqual([NOTE_CONTENT_REQUIRED]);
  });

  it('turns a blank title into "Note"', () => {
    expect(parsed(NoteCreate, { title: '  ', content: ' Called ' })).toEqual({ title: 'Note', content: 'Called' });
    expect(parsed(NoteCreate, { content: 'x' }).title).toBe('Note');
    expect(parsed(NoteCreate, { title: null, content: 'x' }).title).toBe('Note');
    expect(parsed(NoteCreate, { title: ' Call ', content: 'x' }).title).toBe('Call');
    expect(noteTitle('')).toBe('Note');
    expect(noteTitle(null)).toBe('Note');
    expect(noteTitle('Hi')).toBe('Hi');
  });
});
