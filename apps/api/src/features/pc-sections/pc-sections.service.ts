import {
  PC_SECTION_LABELS,
  sortPcSections,
  type CoverageAllQuery,
  type PcSectionCreate,
  type PcSectionUpdate,
} from '@app/domain';
import type { Ctx, UserCtx } from '../../core/service-context';
import { coverageSections, coverageView, type CoverageView } from '../group-health/coverage';
import { firmToday } from '../../core/firm-date';
import { assertOrganization } from '../organizations/organization-guard';
import * as repo from './pc-sections.repo';

export const PC_SECTION_NOT_FOUND = 'P&C section not found';

/** Both names of the type (docs/decisions/3-api.md): `sectionType` and the reports' `policyType`; `label` as displayed. */
export type PcSectionView = CoverageView & { policyType: string; label: string };

const toView =
  (today: string) =>
  (r: repo.PcSectionRow): PcSectionView => ({
    ...coverageView(r, today),
    policyType: r.sectionType,
    label: PC_SECTION_LABELS[r.sectionType] ?? r.sectionType,
  });

const sections = coverageSections({
  repo,
  entityType: 'pcSection',
  notFoundMessage: PC_SECTION_NOT_FOUND,
  typeName: (type) => PC_SECTION_LABELS[type as keyof typeof PC_SECTION_LABELS] ?? type,
  view: (ctx, row) => toView(firmToday(ctx))(row),
});

/** In the fixed order bop, workers_comp, epli, professional_liability, auto, cyber, commercial_property, umbrella. */
export async function list(ctx: Ctx, organizationId: number): Promise<PcSectionView[]> {
  await assertOrganization(ctx, organizationId);
  return sortPcSections((await repo.listSections(ctx.db, organizationId)).map(toView(firmToday(ctx))));
}

export const create = (ctx: UserCtx, organizationId: number, input: PcSectionCreate): Promise<PcSectionView> =>
  sections.create(ctx, organizationId, input);
export const update = (ctx: UserCtx, id: number, input: PcSectionUpdate): Promise<PcSectionView> =>
  sections.update(ctx, id, input);
export const remove = sections.remove;

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
