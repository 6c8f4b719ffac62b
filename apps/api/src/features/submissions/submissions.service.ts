import type { SubmissionListInput, SubmissionRef, SubmissionSensitiveField } from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../context';
import { notFound } from '../../errors';
import { assertAccess } from '../../security/access';
import * as audit from '../audit/audit.service';
import { reveal as revealField } from '../../security/reveal';
import * as repo from './submissions.repo';
import { toDetail, toListItem, type SubmissionDetail, type SubmissionListItem } from './submissions.view';

export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const ENTITY = 'submission';

export async function list(
  ctx: UserCtx,
  input: SubmissionListInput,
): Promise<{ items: SubmissionListItem[]; nextCursor: number | null }> {
  const rows = await repo.list(ctx.db, { ...input, limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  return { items: page.map(toListItem), nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null };
}

/** The row of `ref`; a type that does not match the id's is not found either. */
export async function findRow(ctx: Pick<Ctx, 'db'>, ref: SubmissionRef): Promise<repo.SubmissionRow> {
  const row = await repo.findById(ctx.db, ref.id);
  if (!row || row.type !== ref.type) throw notFound(SUBMISSION_NOT_FOUND);
  return row;
}

async function detailOf(ctx: Pick<Ctx, 'db'>, row: repo.SubmissionRow): Promise<SubmissionDetail> {
  const files = await repo.fileInfos(ctx.db, row.id);
  const signature = files.some((f) => f.field === 'signature')
    ? await repo.fileContent(ctx.db, row.id, 'signature')
    : undefined;
  const dataUrl = signature
    ? `data:${signature.mimeType};base64,${Buffer.from(signature.content).toString('base64')}`
    : null;
  return toDetail(row, files, dataUrl);
}

export async function get(ctx: UserCtx, ref: SubmissionRef): Promise<SubmissionDetail> {
  return detailOf(ctx, await findRow(ctx, ref));
}

type Target = { clientId: number } | { organizationId: number } | null;

/** Links to one client or one organization (replacing any link), or unlinks with null; audited. */
export async function setLink(ctx: UserCtx, ref: SubmissionRef, target: Target): Promise<SubmissionDetail> {
  return inTransaction(ctx, async (tx) => {
    const row = await findRow(tx, ref);
    if (target && 'clientId' in target && !(await repo.clientExists(tx.db, target.clientId)))
      throw notFound('Client not found');
    if (target && 'organizationId' in target && !(await repo.organizationExists(tx.db, target.organizationId))) {
      throw notFound('Organization not found');
    }
    if (!target) assertMayUnlink(ctx, row);
    const clientId = target && 'clientId' in target ? target.clientId : null;
    const organizationId = target && 'organizationId' in target ? target.organizationId : null;
    await repo.setLink(tx.db, row.id, {
      clientId,
      organizationId,
      linkedBy: target ? ctx.user.id : null,
      linkedAt: target ? tx.now() : null,
    });
    await audit.record(tx, {
      action: target ? 'link' : 'unlink',
      entityType: ENTITY,
      entityId: row.id,
      fields: ['clientId', 'organizationId'],
      detail: { clientId, organizationId, previousClientId: row.clientId, previousOrganizationId: row.organizationId },
    });
    return detailOf(tx, await findRow(tx, ref));
  });
}

/** Unlinking changes the profile it was linked to: the edit right of that profile's area. */
function assertMayUnlink(ctx: UserCtx, row: repo.SubmissionRow): void {
  if (row.clientId) assertAccess(ctx, { permission: ['clients', 'edit'] });
  if (row.organizationId) assertAccess(ctx, { permission: ['organizations', 'edit'] });
}

export const linkClient = (ctx: UserCtx, ref: SubmissionRef, input: { clientId: number }) =>
  setLink(ctx, ref, { clientId: input.clientId });
export const linkOrganization = (ctx: UserCtx, ref: SubmissionRef, input: { organizationId: number }) =>
  setLink(ctx, ref, { organizationId: input.organizationId });
export const unlink = (ctx: UserCtx, ref: SubmissionRef) => setLink(ctx, ref, null);

/** The routing or account number in clear, written to the audit log (DECISIONS 4). */
export async function reveal(
  ctx: UserCtx,
  ref: SubmissionRef,
  input: { field: SubmissionSensitiveField },
): Promise<{ value: string | null }> {
  await findRow(ctx, ref);
  return { value: await revealField(ctx, { entityType: ENTITY, entityId: ref.id, field: input.field }) };
}

/** An attachment's bytes (the void check, the signature). */
export async function file(ctx: UserCtx, ref: SubmissionRef, field: string) {
  await findRow(ctx, ref);
  const found = await repo.fileContent(ctx.db, ref.id, field);
  if (!found) throw notFound('File not found');
  return { fileName: found.fileName, mimeType: found.mimeType, content: Buffer.from(found.content) };
}
