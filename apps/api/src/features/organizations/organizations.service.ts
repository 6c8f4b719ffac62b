import {
  SOI_NOT_ELIGIBLE,
  organizationRuleProblems,
  soiEligible,
  type OrganizationCreate,
  type OrganizationDuplicateCheck,
  type OrganizationReveal,
  type OrganizationUpdate,
} from '@app/domain';
import type { OrganizationsTable } from '@app/db';
import type { Updateable } from 'kysely';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { badRequest } from '../../core/app-error';
import { reserveId } from '../../security/row-ids.repo';
import { isMaskedValue, lastFour, openNullable, seal, type FieldPlace } from '../../security/sensitive-field';
import * as audit from '../audit/audit.service';
import { assertOrganization } from './organization-guard';
import { applySideEffects, NO_SETTINGS, removePendingDeadlines, settingsOf } from './organization-settings';
import { toOrganization, type Organization } from './organizations.view';
import * as repo from './organizations.repo';

export type { Organization, OrganizationListItem, ServiceFlags } from './organizations.view';
export {
  listProjects,
  listSubmissions,
  type OrganizationProject,
  type OrganizationSubmission,
} from './organization-projects.service';

export const ENTITY = 'organization';

// ---------------------------------------------------------------------------------------------
// Duplicates

export interface DuplicateCheckResult {
  hasSimilar: boolean;
  similarOrganizations: Array<{
    id: number;
    businessDba: string;
    legalBusinessName: string | null;
    email: string | null;
    phone: string | null;
  }>;
}

/** Organizations whose DBA or legal name contains, or is contained in, the typed DBA or legal name. */
export async function checkDuplicates(ctx: Ctx, input: OrganizationDuplicateCheck): Promise<DuplicateCheckResult> {
  const names = [input.businessDba, input.businessLegalName].filter((n): n is string =>
    Boolean(n && n.trim().length >= 2),
  );
  const rows = names.length ? await repo.findSimilar(ctx.db, names) : [];
  return {
    hasSimilar: rows.length > 0,
    similarOrganizations: rows.map((r) => ({
      id: r.id,
      businessDba: r.businessDba,
      legalBusinessName: r.businessLegalName,
      email: r.businessEmail,
      phone: r.businessPhone,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Read, create, update, delete

export async function get(ctx: Ctx, id: number): Promise<Organization> {
  return toOrganization(await assertOrganization(ctx, id));
}

async function assertReferralSource(ctx: Ctx, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  if (!(await repo.referralSourceExists(ctx.db, id))) throw badRequest('referralSourceId: Referral source not found');
}

function throwRuleProblems(problems: Array<{ path: string; message: string }>): void {
  if (problems.length) throw badRequest(problems.map((p) => `${p.path}: ${p.message}`).join('; '));
}

/** Where an SSN-type tax id is sealed. */
const taxIdPlace = (id: number): FieldPlace => ({ table: 'organizations', column: 'ein_encrypted', rowId: id });

/** The columns of organization `id`'s tax id: EIN in clear, SSN only sealed; the last 4 for both. */
function taxIdColumns(ctx: Ctx, id: number, einType: 'ein' | 'ssn', value: string | null) {
  return {
    einType,
    ein: einType === 'ein' ? value : null,
    einEncrypted: einType === 'ssn' ? seal(ctx.keyRing, value, taxIdPlace(id)) : null,
    einLast4: value ? lastFour(value) : null,
  };
}

function currentTaxId(ctx: Ctx, row: repo.OrganizationRow): string | null {
  if (row.einType === 'ssn') return openNullable(ctx.keyRing, row.einEncrypted, taxIdPlace(row.id));
  return row.ein;
}

export async function create(ctx: UserCtx, input: OrganizationCreate): Promise<Organization> {
  const { ein, einType, ...fields } = input;
  if (fields.soi && !soiEligible(fields.entityType)) throw badRequest(`soi: ${SOI_NOT_ELIGIBLE}`);
  throwRuleProblems(organizationRuleProblems(fields));
  await assertReferralSource(ctx, fields.referralSourceId);
  return inTransaction(ctx, async (tx) => {
    const id = await reserveId(tx.db, 'organizations');
    const row = await repo.insertOrganization(tx.db, {
      id,
      ...fields,
      servicesPurchased: fields.servicesPurchased ?? [],
      ...taxIdColumns(tx, id, einType, ein ?? null),
      createdBy: ctx.user.id,
    });
    await applySideEffects(tx, row.id, NO_SETTINGS, settingsOf(row));
    const written = Object.keys(input).filter(
      (k) => (input as Record<string, unknown>)[k] !== undefined && (input as Record<string, unknown>)[k] !== null,
    );
    await audit.record(tx, { action: 'create', entityType: ENTITY, entityId: row.id, fields: written });
    return toOrganization(row);
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Changed fields only (spec 2 section 5). Nothing different from what is stored answers the stored
 * record (the web form says 'No changes to save' before sending). The LA City / Other date rules and the SOI rule hold for the merged record; an entity
 * type that no longer files an SOI switches SOI off unless the payload asks for it (then 400).
 */
export async function update(ctx: UserCtx, id: number, input: OrganizationUpdate): Promise<Organization> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.findOrganization(tx.db, id, { forUpdate: true });
    if (!row) await assertOrganization(tx, id);
    const current = row as repo.OrganizationRow;
    const { ein, einType, ...fields } = input;
    const changes: Updateable<OrganizationsTable> = {};
    const changed: string[] = [];
    for (const [key, value] of Object.entries(fields) as Array<[keyof typeof fields, unknown]>) {
      if (value === undefined) continue;
      if (!same(value, current[key as keyof repo.OrganizationRow])) {
        (changes as Record<string, unknown>)[key] = value;
        changed.push(key);
      }
    }
    // The tax id: a masked or omitted value keeps the stored one; a type change moves it.
    const storedTaxId = currentTaxId(tx, current);
    const nextType = einType ?? current.einType;
    const nextTaxId = ein === undefined || isMaskedValue(ein) ? storedTaxId : ein;
    if (nextType !== current.einType || nextTaxId !== storedTaxId) {
      Object.assign(changes, taxIdColumns(tx, id, nextType, nextTaxId));
      if (nextType !== current.einType) changed.push('einType');
      if (nextTaxId !== storedTaxId) changed.push('ein');
    }
    // A PUT is idempotent: the stored values again answer the record, with nothing saved or audited.
    if (changed.length === 0) return toOrganization(current);

    const merged = { ...current, ...changes } as repo.OrganizationRow;
    if (fields.soi === true && !soiEligible(merged.entityType)) throw badRequest(`soi: ${SOI_NOT_ELIGIBLE}`);
    if (merged.soi && !soiEligible(merged.entityType)) {
      changes.soi = false;
      merged.soi = false;
      if (!changed.includes('soi')) changed.push('soi');
    }
    throwRuleProblems(organizationRuleProblems(merged));
    if ('referralSourceId' in changes) await assertReferralSource(tx, changes.referralSourceId);

    const saved = await repo.updateOrganization(tx.db, id, changes);
    if (!saved) await assertOrganization(tx, id);
    await applySideEffects(tx, id, settingsOf(current), settingsOf(saved as repo.OrganizationRow));
    await audit.record(tx, { action: 'update', entityType: ENTITY, entityId: id, fields: changed });
    return toOrganization(saved as repo.OrganizationRow);
  });
}

/**
 * Soft delete (docs/decisions/2-data.md): hidden everywhere, kept for the audit trail. Its notes, payment
 * methods and logins go with it, and so do its pending deadlines (estimated tax, SOI, license),
 * which would otherwise stay on the calendars.
 */
export async function remove(ctx: UserCtx, id: number): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, id);
    await repo.softDeleteOrganization(tx.db, id, ctx.user.id, tx.now());
    await repo.deleteOwnedRecords(tx.db, id);
    await removePendingDeadlines(tx, id);
    await audit.record(tx, { action: 'delete', entityType: ENTITY, entityId: id, fields: [] });
    return { ok: true as const };
  });
}

/** The tax id in clear, written to the audit log (an EIN too, for a uniform trail). */
export async function reveal(ctx: UserCtx, id: number, input: OrganizationReveal): Promise<{ value: string | null }> {
  const row = await assertOrganization(ctx, id);
  const value = currentTaxId(ctx, row);
  await audit.record(ctx, { action: 'reveal', entityType: ENTITY, entityId: id, fields: [input.field] });
  return { value };
}
