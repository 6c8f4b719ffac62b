import {
  PC_SECTION_LABELS,
  sectionTypeTaken,
  sortPcSections,
  type CoverageAllQuery,
  type PcSectionCreate,
  type PcSectionUpdate,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../context';
import { badRequest, conflict, notFound } from '../../errors';
import * as audit from '../audit/audit.service';
import { coverageView, withDefaultRenewal, type CoverageView } from '../group-health/coverage';
import { firmToday } from '../organizations/firm-date';
import { assertOrganization, isUniqueViolation } from '../organizations/organization-guard';
import * as repo from './pc-sections.repo';

export const PC_SECTION_NOT_FOUND = 'P&C section not found';
const ENTITY = 'pcSection';

/** Both names of the type (DECISIONS 3): `sectionType` and the reports' `policyType`; `label` as displayed. */
export type PcSectionView = CoverageView & { policyType: string; label: string };

const toView =
  (today: string) =>
  (r: repo.PcSectionRow): PcSectionView => ({
    ...coverageView(r, today),
    policyType: r.sectionType,
    label: PC_SECTION_LABELS[r.sectionType] ?? r.sectionType,
  });

const taken = (type: string) =>
  conflict(sectionTypeTaken(PC_SECTION_LABELS[type as keyof typeof PC_SECTION_LABELS] ?? type));

async function sectionOr404(ctx: Ctx, id: number): Promise<repo.PcSectionRow> {
  const row = await repo.findSection(ctx.db, id);
  if (!row) throw notFound(PC_SECTION_NOT_FOUND);
  return row;
}

/** In the fixed order bop, workers_comp, epli, professional_liability, auto, cyber, commercial_property, umbrella. */
export async function list(ctx: Ctx, organizationId: number): Promise<PcSectionView[]> {
  await assertOrganization(ctx, organizationId);
  return sortPcSections((await repo.listSections(ctx.db, organizationId)).map(toView(firmToday(ctx))));
}

export async function create(ctx: UserCtx, organizationId: number, input: PcSectionCreate): Promise<PcSectionView> {
  if (input.organizationId && input.organizationId !== organizationId)
    throw badRequest('organizationId: does not match the organization of the path');
  const { organizationId: _ignored, ...fields } = input;
  try {
    return await inTransaction(ctx, async (tx) => {
      await assertOrganization(tx, organizationId);
      if (await repo.typeTaken(tx.db, organizationId, fields.sectionType)) throw taken(fields.sectionType);
      const row = await repo.insertSection(tx.db, { ...withDefaultRenewal(fields), organizationId });
      await audit.record(tx, {
        action: 'create',
        entityType: ENTITY,
        entityId: row.id,
        fields: Object.keys(fields),
        detail: { organizationId },
      });
      return toView(firmToday(tx))(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(fields.sectionType);
    throw error;
  }
}

export async function update(ctx: UserCtx, id: number, input: PcSectionUpdate): Promise<PcSectionView> {
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
    const row = Object.keys(values).length ? await repo.updateSection(tx.db, id, values) : current;
    await audit.record(tx, { action: 'update', entityType: ENTITY, entityId: id, fields: Object.keys(values) });
    return toView(firmToday(tx))(row ?? current);
  });
}

export async function remove(ctx: UserCtx, id: number): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    await sectionOr404(tx, id);
    await repo.deleteSection(tx.db, id);
    await audit.record(tx, { action: 'delete', entityType: ENTITY, entityId: id, fields: [] });
    return { ok: true as const };
  });
}

export async function listAll(
  ctx: Ctx,
  input: CoverageAllQuery,
): Promise<Array<PcSectionView & { businessDba: string }>> {
  const rows = await repo.listAllSections(ctx.db, {
    organizationId: input.organizationId,
    limit: input.limit ?? 1000,
    offset: input.offset ?? 0,
  });
  const view = toView(firmToday(ctx));
  return rows.map((r) => ({ ...view(r), businessDba: r.businessDba }));
}
