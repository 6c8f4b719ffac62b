import {
  ReferralSourceCreate,
  can,
  canReadReferralNames,
  formatDisplayId,
  formatFullName,
  type ReferralSourceUpdate,
} from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { forbidden, notFound } from '../../core/app-error';
import { reveal as revealField } from '../audit/reveal.service';
import { reserveId } from '../../security/row-ids.repo';
import { maskedFromLast4, sealDigits, type FieldPlace } from '../../security/sensitive-field';
import * as audit from '../audit/audit.service';
import { inUserTransaction } from '../../core/user-transaction';
import { personChanges, sentFields } from '../profile-records/person-changes';
import * as repo from './referral-sources.repo';

// Referral partners (spec 1). Full records need canAccessReferralSources; the list also serves
// the client and organization forms' pickers, so users with canAccessClients or
// canAccessOrganizations read it as names only (docs/decisions/4-security.md). The SSN is encrypted and masked.
// The commission payment method is served by profile-records/payment-methods.service.ts.

/** Where a partner's SSN is sealed. */
const ssnPlace = (id: number): FieldPlace => ({ table: 'referral_sources', column: 'ssn_encrypted', rowId: id });

export const REFERRAL_NOT_FOUND = 'Referral partner not found';
export const REFERRAL_NAMES_FORBIDDEN =
  'Referral partners are only visible with access to clients, organizations or referral partners';

export interface ReferralSourceView {
  id: number;
  displayId: string;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  fullName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  ssn: string | null;
  organizationName: string | null;
  ein: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReferralNameView {
  id: number;
  displayId: string;
  fullName: string;
}

export function toView(row: repo.ReferralSourceRow): ReferralSourceView {
  return {
    id: row.id,
    displayId: formatDisplayId('referral', row.id),
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    ssn: maskedFromLast4(row.ssnLast4),
    organizationName: row.organizationName,
    ein: row.ein,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export interface ReferralListInput {
  search?: string;
  limit: number;
  offset: number;
  sort: repo.ReferralListOptions['sort'];
  order?: 'asc' | 'desc';
}

/** Full records, or names only for users who may just pick a partner. */
export async function list(
  ctx: UserCtx,
  input: ReferralListInput,
): Promise<Array<ReferralSourceView | ReferralNameView>> {
  const full = can(ctx.user, 'referralSources', 'read');
  if (!full && !canReadReferralNames(ctx.user)) throw forbidden(REFERRAL_NAMES_FORBIDDEN);
  const order = input.order ?? (input.sort === 'createdAt' ? 'desc' : 'asc');
  const rows = await repo.listReferralSources(ctx.db, { ...input, order });
  return full
    ? rows.map(toView)
    : rows.map((r) => ({ id: r.id, displayId: formatDisplayId('referral', r.id), fullName: r.fullName }));
}

export async function load(ctx: UserCtx, id: number): Promise<repo.ReferralSourceRow> {
  const row = await repo.findReferralSource(ctx.db, id);
  if (!row) throw notFound(REFERRAL_NOT_FOUND);
  return row;
}

export async function get(ctx: UserCtx, { id }: { id: number }): Promise<ReferralSourceView> {
  return toView(await load(ctx, id));
}

export async function create(ctx: UserCtx, input: ReferralSourceCreate): Promise<ReferralSourceView> {
  const data = ReferralSourceCreate.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    const id = await reserveId(tx.db, 'referral_sources');
    const ssn = sealDigits(tx.keyRing, data.ssn, ssnPlace(id));
    const row = await repo.insertReferralSource(tx.db, {
      id,
      firstName: data.firstName,
      middleName: data.middleName ?? null,
      lastName: data.lastName ?? null,
      fullName: formatFullName(data.firstName, data.middleName, data.lastName),
      email: data.email ?? null,
      phone: data.phone ?? null,
      address: data.address ?? null,
      ssnEncrypted: ssn.envelope,
      ssnLast4: ssn.last4,
      organizationName: data.organizationName ?? null,
      ein: data.ein ?? null,
      createdBy: tx.user.id,
    });
    await audit.record(tx, {
      action: 'create',
      entityType: 'referral_source',
      entityId: row.id,
      fields: sentFields(input),
    });
    return toView(row);
  });
}

const PLAIN = ['firstName', 'middleName', 'lastName', 'email', 'phone', 'address', 'organizationName', 'ein'] as const;

export async function update(
  ctx: UserCtx,
  { id, ...input }: ReferralSourceUpdate & { id: number },
): Promise<ReferralSourceView> {
  return inUserTransaction(ctx, async (tx) => {
    const before = await load(tx, id);
    const { changes, changed } = personChanges(tx.keyRing, before, input, PLAIN, ssnPlace(id));
    if (Object.keys(changes).length === 0) return toView(before);
    const row = await repo.updateReferralSource(tx.db, id, changes);
    await audit.record(tx, { action: 'update', entityType: 'referral_source', entityId: id, fields: changed });
    return toView(row);
  });
}

export async function reveal(
  ctx: UserCtx,
  { id, field }: { id: number; field: 'ssn' },
): Promise<{ value: string | null }> {
  return inUserTransaction(ctx, async (tx) => {
    await load(tx, id);
    return { value: await revealField(tx, { entityType: 'referral_source', entityId: id, field }) };
  });
}

export interface ReferredInput {
  id: number;
  sort: 'name' | 'createdAt';
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const referredOptions = (input: ReferredInput) => ({
  ...input,
  order: input.order ?? (input.sort === 'createdAt' ? ('desc' as const) : ('asc' as const)),
});

export async function clients(ctx: UserCtx, input: ReferredInput) {
  await load(ctx, input.id);
  const rows = await repo.referredClients(ctx.db, input.id, referredOptions(input));
  return rows.map((c) => ({
    id: c.id,
    displayId: formatDisplayId('client', c.id),
    fullName: c.fullName,
    email: c.email,
    phone: c.phone,
    status: c.status,
    createdAt: toIso(c.createdAt),
  }));
}

export async function organizations(ctx: UserCtx, input: ReferredInput) {
  await load(ctx, input.id);
  const rows = await repo.referredOrganizations(ctx.db, input.id, referredOptions(input));
  return rows.map((o) => ({
    id: o.id,
    displayId: formatDisplayId('organization', o.id),
    businessDba: o.businessDba,
    businessEmail: o.businessEmail,
    businessPhone: o.businessPhone,
    status: o.status,
    createdAt: toIso(o.createdAt),
  }));
}
