import type { Database } from '@app/db';
import { defaultRenewalDate, renewalBadge, sectionTypeTaken, type RenewalBadge } from '@app/domain';
import type { Kysely } from 'kysely';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { isUniqueViolation, toIso } from '@app/db';
import { badRequest, conflict, notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { assertOrganization } from '../organizations/organization-guard';

// What group health and P&C sections share: the renewal badge, the default renewal date, and the
// writes of a section (one per type and organization).

export interface CoverageRow {
  id: number;
  organizationId: number;
  sectionType: string;
  carrier: string | null;
  generalAgency: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  renewalDate: string | null;
  createdAt: unknown;
  updatedAt: unknown;
}

export interface CoverageView {
  id: number;
  organizationId: number;
  sectionType: string;
  carrier: string | null;
  generalAgency: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  renewalDate: string | null;
  /** 'POLICY LAPSED', '30 Day Renewal Notice', '60 Day Renewal Notice' or null (today in the firm's zone). */
  renewalBadge: RenewalBadge | null;
  createdAt: string;
  updatedAt: string;
}

export function coverageView(row: CoverageRow, today: string): CoverageView {
  return {
    id: row.id,
    organizationId: row.organizationId,
    sectionType: row.sectionType,
    carrier: row.carrier,
    generalAgency: row.generalAgency,
    policyNumber: row.policyNumber,
    effectiveDate: row.effectiveDate,
    renewalDate: row.renewalDate,
    renewalBadge: renewalBadge(row.renewalDate, today),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/**
 * An effective date sent without a renewal date fills the renewal a year later (spec 2 section 4);
 * a renewal date sent, even null, is kept as sent. Only values given are returned.
 */
export function withDefaultRenewal<T extends { effectiveDate?: string | null; renewalDate?: string | null }>(
  input: T,
): T {
  const out = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;
  if (out.effectiveDate && out.renewalDate === undefined) out.renewalDate = defaultRenewalDate(out.effectiveDate);
  return out;
}

/** The queries of coverage-sections.repo.ts the writes use, whichever table. */
interface SectionsRepo<Row extends CoverageRow> {
  findSection(db: Kysely<Database>, id: number): Promise<Row | undefined>;
  typeTaken(db: Kysely<Database>, organizationId: number, sectionType: string, exceptId?: number): Promise<boolean>;
  insertSection(db: Kysely<Database>, values: never): Promise<Row>;
  updateSection(db: Kysely<Database>, id: number, values: never): Promise<Row | undefined>;
  deleteSection(db: Kysely<Database>, id: number): Promise<void>;
}

interface SectionInput {
  organizationId?: number | null;
  sectionType?: string;
  effectiveDate?: string | null;
  renewalDate?: string | null;
}

/**
 * Find, create, update and delete of one kind of coverage section, audited as `entityType`.
 * A second section of a type in one organization answers 409 naming the type as `typeName` says.
 */
export function coverageSections<Row extends CoverageRow, View>(kind: {
  repo: SectionsRepo<Row>;
  entityType: string;
  notFoundMessage: string;
  typeName: (sectionType: string) => string;
  view: (ctx: Ctx, row: Row) => View | Promise<View>;
}) {
  const { repo, entityType } = kind;
  const taken = (sectionType: string) => conflict(sectionTypeTaken(kind.typeName(sectionType)));

  async function sectionOr404(ctx: Ctx, id: number): Promise<Row> {
    const row = await repo.findSection(ctx.db, id);
    if (!row) throw notFound(kind.notFoundMessage);
    return row;
  }

  async function create(ctx: UserCtx, organizationId: number, input: SectionInput & { sectionType: string }) {
    if (input.organizationId && input.organizationId !== organizationId)
      throw badRequest('organizationId: does not match the organization of the path');
    const { organizationId: _ignored, ...fields } = input;
    try {
      return await inTransaction(ctx, async (tx) => {
        await assertOrganization(tx, organizationId);
        if (await repo.typeTaken(tx.db, organizationId, fields.sectionType)) throw taken(fields.sectionType);
        const row = await repo.insertSection(tx.db, { ...withDefaultRenewal(fields), organizationId } as never);
        await audit.record(tx, {
          action: 'create',
          entityType,
          entityId: row.id,
          fields: Object.keys(fields),
          detail: { organizationId },
        });
        return kind.view(tx, row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(fields.sectionType);
      throw error;
    }
  }

  async function update(ctx: UserCtx, id: number, input: SectionInput): Promise<View> {
    return inTransaction(ctx, async (tx) => {
      const current = await sectionOr404(tx, id);
      const values = withDefaultRenewal(input);
      if (
        values.sectionType &&
        values.sectionType !== current.sectionType &&
        (await repo.typeTaken(tx.db, current.organizationId, values.sectionType, id))
      ) {
        throw taken(values.sectionType);
      }
      const row = Object.keys(values).length ? await repo.updateSection(tx.db, id, values as never) : current;
      await audit.record(tx, { action: 'update', entityType, entityId: id, fields: Object.keys(values) });
      return kind.view(tx, row ?? current);
    });
  }

  async function remove(ctx: UserCtx, id: number): Promise<{ ok: true }> {
    return inTransaction(ctx, async (tx) => {
      await sectionOr404(tx, id);
      await repo.deleteSection(tx.db, id);
      await audit.record(tx, { action: 'delete', entityType, entityId: id, fields: [] });
      return { ok: true as const };
    });
  }

  return { sectionOr404, create, update, remove };
}
