import type { SubmissionFilesTable } from '@app/db';
import type { SubmissionListInput, SubmissionRef, SubmissionSensitiveField, SubmissionType } from '@app/domain';
import type { Insertable } from 'kysely';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { ts } from '@app/db';
import { notFound } from '../../core/app-error';
import { assertAccess } from '../../security/access';
import { reserveId } from '../../security/row-ids.repo';
import * as audit from '../audit/audit.service';
import * as notifications from '../notifications/notifications.service';
import { reveal as revealField } from '../audit/reveal.service';
import { sealSubmissionNumbers } from './sealed-numbers';
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

/** The routing or account number in clear, written to the audit log (docs/decisions/4-security.md). */
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

/** A public form's submission as it arrives: plain fields, the bank numbers to seal, checked files. */
export interface IncomingSubmission {
  type: SubmissionType;
  formId: string;
  title: string;
  category: string | null;
  fields: Record<string, unknown>;
  numbers: { routingNumber?: unknown; accountNumber?: unknown };
  ip: string | null;
  userAgent: string | null;
  submittedAt: Date;
  files: Array<Omit<Insertable<SubmissionFilesTable>, 'submissionId'>>;
}

/** Submissions stored from `ip` since `since` (the public forms' flood guard, counted in the database). */
export function countFromAddressSince(ctx: Pick<Ctx, 'db'>, ip: string, since: Date): Promise<number> {
  return repo.countFromAddressSince(ctx.db, ip, since);
}

/**
 * Stores a submission, its bank numbers sealed to its row, and announces it to the staff who read
 * clients or organizations (bell, socket and Web Push); answers its id.
 */
export async function receive(ctx: Ctx, s: IncomingSubmission): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const reserved = await reserveId(tx.db, 'submissions');
    const id = await repo.insert(
      tx.db,
      {
        ...sealSubmissionNumbers(tx.keyRing, reserved, s.numbers),
        type: s.type,
        formId: s.formId,
        title: s.title,
        category: s.category,
        fields: JSON.stringify(s.fields),
        ip: s.ip,
        userAgent: s.userAgent,
        submittedAt: ts(s.submittedAt),
      },
      s.files,
    );
    for (const staff of await repo.staffToNotify(tx.db)) {
      await notifications.create(tx, {
        userId: staff.id,
        type: 'info',
        title: 'New form submission',
        message: s.title,
        link: `/forms/submissions?open=${s.type}/${id}`,
        eventKey: `submission:${id}`,
      });
    }
    return id;
  });
}
