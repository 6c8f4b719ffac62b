import { NoteInput, noteTitle } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import * as repo from './notes.repo';
import { inUserTransaction } from '../../core/user-transaction';
import { guardOwner, ownerKeys, type Owner } from './owner';

// Notes of a client or an organization: content must not be blank (400, so blank content is
// never saved on edit either); a blank title is stored as "Note". Newest first.

export interface NoteView {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
}

const toView = (row: repo.NoteRow): NoteView => ({
  id: row.id,
  title: noteTitle(row.title),
  content: row.content,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
  createdBy: row.createdBy,
});

const NOTE_NOT_FOUND = 'Note not found';
const auditOwner = (owner: Owner) => ({ ownerType: owner.kind, ownerId: owner.id });

export async function list(
  ctx: UserCtx,
  owner: Owner,
  page: { limit?: number; offset?: number } = {},
): Promise<NoteView[]> {
  await guardOwner(ctx, owner, 'read');
  return (await repo.listNotes(ctx.db, owner, page.limit ?? 500, page.offset ?? 0)).map(toView);
}

export async function create(ctx: UserCtx, owner: Owner, input: NoteInput): Promise<NoteView> {
  const data = NoteInput.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    const row = await repo.insertNote(tx.db, {
      ...ownerKeys(owner),
      title: data.title,
      content: data.content,
      createdBy: tx.user.id,
    });
    await audit.record(tx, {
      action: 'create',
      entityType: 'note',
      entityId: row.id,
      fields: ['title', 'content'],
      detail: auditOwner(owner),
    });
    return toView(row);
  });
}

export async function update(ctx: UserCtx, owner: Owner, noteId: number, input: NoteInput): Promise<NoteView> {
  const data = NoteInput.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    const row = await repo.updateNote(tx.db, owner, noteId, { title: data.title, content: data.content });
    if (!row) throw notFound(NOTE_NOT_FOUND);
    await audit.record(tx, {
      action: 'update',
      entityType: 'note',
      entityId: noteId,
      fields: ['title', 'content'],
      detail: auditOwner(owner),
    });
    return toView(row);
  });
}

export async function remove(ctx: UserCtx, owner: Owner, noteId: number): Promise<{ ok: true }> {
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    if (!(await repo.deleteNote(tx.db, owner, noteId))) throw notFound(NOTE_NOT_FOUND);
    await audit.record(tx, { action: 'delete', entityType: 'note', entityId: noteId, detail: auditOwner(owner) });
    return { ok: true as const };
  });
}
