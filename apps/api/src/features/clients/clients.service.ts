import { sortByStatus, ClientCreate, formatDisplayId, formatFullName, type ClientUpdate } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { inUserTransaction as inTransaction } from '../../core/user-transaction';
import { personChanges, sentFields } from '../profile-records/person-changes';
import { toIso, ts } from '@app/db';
import { badRequest, conflict, notFound } from '../../core/app-error';
import { reveal as revealField } from '../audit/reveal.service';
import { reserveId } from '../../security/row-ids.repo';
import { sealDigits, type FieldPlace } from '../../security/sensitive-field';
import * as audit from '../audit/audit.service';
import { generateFor, removePendingFor } from '../estimated-tax/estimated-tax.service';
import * as repo from './clients.repo';
import { toClientView, type ClientView } from './clients.view';

export { toClientView, type ClientView } from './clients.view';
export { list, listJson, type ClientPage } from './clients-list.service';

// Clients (spec 1): list, search, duplicate check, profile, soft delete and purge. The SSN is
// stored sealed with its last 4 digits beside it, and answered masked as `****6789`
// (security/sensitive-field.ts, the same form everywhere); the clear value only through `reveal`.

/** Where a client's SSN is sealed. */
const ssnPlace = (id: number): FieldPlace => ({ table: 'clients', column: 'ssn_encrypted', rowId: id });

export const CLIENT_NOT_FOUND = 'Client not found';
export const PORTAL_INVITES_UNAVAILABLE = 'Client portal invitations are not available yet';
export { COUNT_CAP } from '../../lists/list-page';

async function withReferralNames(ctx: UserCtx, rows: repo.ClientRow[]): Promise<ClientView[]> {
  const ids = [...new Set(rows.map((r) => r.referralSourceId).filter((v): v is number => v !== null))];
  const names = await repo.referralSourceNames(ctx.db, ids);
  return rows.map((r) => toClientView(r, r.referralSourceId ? (names.get(r.referralSourceId) ?? null) : null));
}

async function load(ctx: UserCtx, id: number): Promise<repo.ClientRow> {
  const row = await repo.findClient(ctx.db, id);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return row;
}

export async function get(ctx: UserCtx, { id }: { id: number }): Promise<ClientView> {
  return (await withReferralNames(ctx, [await load(ctx, id)]))[0]!;
}

export async function checkDuplicates(ctx: UserCtx, input: { firstName: string; lastName: string }) {
  const similar = await repo.findSimilar(ctx.db, input.firstName.trim(), input.lastName.trim());
  return {
    hasSimilar: similar.length > 0,
    similarClients: similar.map((c) => ({
      id: c.id,
      displayId: formatDisplayId('client', c.id),
      name: c.fullName,
      email: c.email,
      phone: c.phone,
    })),
  };
}

async function assertReferralSource(ctx: UserCtx, id: number | null | undefined): Promise<void> {
  if (id && !(await repo.referralSourceExists(ctx.db, id)))
    throw badRequest('referralSourceId: Referral partner not found');
}

export async function create(ctx: UserCtx, input: ClientCreate): Promise<ClientView> {
  const data = ClientCreate.parse(input);
  await assertReferralSource(ctx, data.referralSourceId);
  return inTransaction(ctx, async (tx) => {
    const id = await reserveId(tx.db, 'clients');
    const ssn = sealDigits(tx.keyRing, data.ssn, ssnPlace(id));
    const row = await repo.insertClient(tx.db, {
      id,
      firstName: data.firstName,
      middleName: data.middleName ?? null,
      lastName: data.lastName,
      fullName: formatFullName(data.firstName, data.middleName, data.lastName),
      email: data.email ?? null,
      phone: data.phone ?? null,
      status: data.status,
      portalStatus: data.portalStatus,
      ssnEncrypted: ssn.envelope,
      ssnLast4: ssn.last4,
      driverLicense: data.driverLicense ?? null,
      dateOfBirth: data.dateOfBirth ?? null,
      address: data.address ?? null,
      referralSourceId: data.referralSourceId ?? null,
      referralSource: data.referralSource ?? null,
      dependents: data.dependents,
      bankruptcyStatus: data.bankruptcyStatus,
      taxPreparation: data.taxPreparation,
      estimatedTaxes: data.estimatedTaxes,
      issues1099: data.issues1099,
      createdBy: tx.user.id,
    });
    if (row.estimatedTaxes) await generateFor(tx, { kind: 'client', id: row.id });
    await audit.record(tx, { action: 'create', entityType: 'client', entityId: row.id, fields: sentFields(input) });
    return (await withReferralNames(tx, [row]))[0]!;
  });
}

const PLAIN_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phone',
  'status',
  'portalStatus',
  'driverLicense',
  'dateOfBirth',
  'address',
  'referralSourceId',
  'referralSource',
  'dependents',
  'bankruptcyStatus',
  'taxPreparation',
  'estimatedTaxes',
  'issues1099',
] as const;

/** Changed fields only; the full name is rebuilt; an omitted or masked SSN keeps the stored one. */
export async function update(ctx: UserCtx, { id, ...input }: ClientUpdate & { id: number }): Promise<ClientView> {
  await assertReferralSource(ctx, input.referralSourceId);
  return inTransaction(ctx, async (tx) => {
    const before = await load(tx, id);
    const { changes, changed } = personChanges(tx.keyRing, before, input, PLAIN_FIELDS, ssnPlace(id));
    if (changed.length === 0 && !changes.fullName) return (await withReferralNames(tx, [before]))[0]!;
    const row = (await repo.updateClient(tx.db, id, changes))!;
    if (changed.includes('estimatedTaxes')) {
      if (row.estimatedTaxes) await generateFor(tx, { kind: 'client', id });
      else await removePendingFor(tx, { kind: 'client', id });
    }
    await audit.record(tx, { action: 'update', entityType: 'client', entityId: id, fields: changed });
    return (await withReferralNames(tx, [row]))[0]!;
  });
}

/** Soft delete (docs/decisions/2-data.md): hidden everywhere with its notes, payment methods and logins; an admin purges it. */
export async function remove(ctx: UserCtx, { id }: { id: number }): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    await load(tx, id);
    await repo.updateClient(tx.db, id, { deletedAt: ts(tx.now()), deletedBy: tx.user.id });
    await audit.record(tx, { action: 'delete', entityType: 'client', entityId: id });
    return { ok: true as const };
  });
}

export async function listDeleted(ctx: UserCtx, input: { limit: number; offset: number }) {
  const rows = await repo.listDeletedClients(ctx.db, input.limit, input.offset);
  return rows.map((r) => ({ ...toClientView(r), deletedAt: toIso(r.deletedAt), deletedBy: r.deletedBy }));
}

/** Admin only: the real DELETE of a soft-deleted client; its records, links and tax rows cascade. */
export async function purge(ctx: UserCtx, { id }: { id: number }): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.findClient(tx.db, id, { includeDeleted: true });
    if (!row) throw notFound(CLIENT_NOT_FOUND);
    if (!row.deletedAt) throw conflict('Only a deleted client can be purged');
    await repo.purgeClient(tx.db, id);
    await audit.record(tx, { action: 'purge', entityType: 'client', entityId: id });
    return { ok: true as const };
  });
}

export async function reveal(
  ctx: UserCtx,
  { id, field }: { id: number; field: 'ssn' },
): Promise<{ value: string | null }> {
  return inTransaction(ctx, async (tx) => {
    await load(tx, id);
    return { value: await revealField(tx, { entityType: 'client', entityId: id, field }) };
  });
}

export async function projects(ctx: UserCtx, { id }: { id: number }) {
  await load(ctx, id);
  const rows = await repo.projectsOfClient(ctx.db, id);
  return sortByStatus(
    rows.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      startDate: p.startDate,
      dueDate: p.dueDate,
      createdAt: toIso(p.createdAt),
    })),
  );
}

export async function organizations(ctx: UserCtx, { id }: { id: number }) {
  await load(ctx, id);
  const rows = await repo.organizationLinksOfClient(ctx.db, id);
  return rows.map((l) => ({
    id: l.id,
    organizationId: l.organizationId,
    organizationDisplayId: formatDisplayId('organization', l.organizationId),
    organization: { id: l.organizationId, businessDba: l.businessDba, businessEmail: l.businessEmail },
    isMainContact: l.isMainContact,
    doNotContact: l.doNotContact,
    positions: l.positions,
    ownershipPercentage: l.ownershipPercentage,
    dateLinked: l.dateLinked,
  }));
}

export async function unlinkOrganization(
  ctx: UserCtx,
  { id, organizationId }: { id: number; organizationId: number },
): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    await load(tx, id);
    if (!(await repo.deleteOrganizationLink(tx.db, id, organizationId))) throw notFound('Organization link not found');
    await audit.record(tx, {
      action: 'unlink',
      entityType: 'client',
      entityId: id,
      fields: ['organizations'],
      detail: { organizationId },
    });
    return { ok: true as const };
  });
}

export async function submissions(ctx: UserCtx, { id }: { id: number }) {
  await load(ctx, id);
  const rows = await repo.submissionsOfClient(ctx.db, id);
  return rows.map((s) => ({
    id: s.id,
    type: s.type,
    title: s.title,
    category: s.category,
    submittedAt: toIso(s.submittedAt),
  }));
}

/** The button is disabled in the spec: no portal exists yet, so the call answers 409 honestly. */
export async function sendPortalInvite(ctx: UserCtx, { id }: { id: number }): Promise<never> {
  await load(ctx, id);
  throw conflict(PORTAL_INVITES_UNAVAILABLE);
}
