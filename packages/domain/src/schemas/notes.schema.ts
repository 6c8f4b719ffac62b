import { z } from 'zod';

export const DEFAULT_NOTE_TITLE = 'Note';
export const NOTE_CONTENT_REQUIRED = 'Note content cannot be empty';
export const DELETE_NOTE_CONFIRMATION = 'Are you sure you want to delete this note? This action cannot be undone.';

/** Notes of clients and organizations: content must not be blank; a blank title becomes "Note". */
export const NoteInput = z.object({
  title: z
    .string()
    .trim()
    .max(200, 'Must be at most 200 characters')
    .nullish()
    .transform((t) => t || DEFAULT_NOTE_TITLE),
  content: z
    .string({ error: NOTE_CONTENT_REQUIRED })
    .trim()
    .min(1, NOTE_CONTENT_REQUIRED)
    .max(20000, 'Must be at most 20000 characters'),
});
export const NoteCreate = NoteInput;
export const NoteUpdate = NoteInput;
export type NoteInput = z.output<typeof NoteInput>;
export type NoteCreate = NoteInput;
export type NoteUpdate = NoteInput;

/** The title shown for a stored note. */
export function noteTitle(title: string | null | undefined): string {
  return title?.trim() || DEFAULT_NOTE_TITLE;
}
