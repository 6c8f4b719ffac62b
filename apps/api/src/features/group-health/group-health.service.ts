import {
  GROUP_HEALTH_TYPES,
  type CoverageAllQuery,
  type GroupHealthPlanCreate,
  type GroupHealthPlanUpdate,
  type GroupHealthSectionCreate,
  type GroupHealthSectionUpdate,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import { assertOrganization } from '../organizations/organization-guard';
import { coverageSections, coverageView, type CoverageView } from './coverage';
import * as repo from './group-health.repo';

export const SECTION_NOT_FOUND = 'Group health section not found';
export const PLAN_NOT_FOUND = 'Plan not found';

export interface PlanView {
  id: number;
  sectionId: number;
  planName: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Both names of the type (docs/decisions/3-api.md): `sectionType` and the reports' `coverageType`. */
export type GroupHealthSectionView = CoverageView & { coverageType: string; plans: PlanView[] };

const toPlan = (p: repo.PlanRow): PlanView => ({
  id: p.id,
  sectionId: p.sectionId,
  planName: p.planName,
  description: p.description,
  createdAt: toIso(p.createdAt),
  updatedAt: toIso(p.updatedAt),
});

async function views(ctx: Ctx, rows: repo.SectionRow[]): Promise<GroupHealthSectionView[]> {
  const today = firmToday(ctx);
  const plans = await repo.listPlans(
    ctx.db,
    rows.map((r) => r.id),
  );
  const order = (t: string) => GROUP_HEALTH_TYPES.indexOf(t as never);
  return rows
    .map((r) => ({
      ...coverageView(r, today),
      coverageType: r.sectionType,
      plans: plans.filter((p) => p.sectionId === r.id).map(toPlan),
    }))
    .sort((a, b) => order(a.sectionType) - order(b.sectionType));
}

async function view(ctx: Ctx, row: repo.SectionRow): Promise<GroupHealthSectionView> {
  return (await views(ctx, [row]))[0]!;
}

const sections = coverageSections({
  repo,
  entityType: 'groupHealthSection',
  notFoundMessage: SECTION_NOT_FOUND,
  typeName: (type) => type,
  view,
});
const { sectionOr404 } = sections;

/** In the order medical, dental, vision, life, disability; each with its plans. */
export async function list(ctx: Ctx, organizationId: number): Promise<GroupHealthSectionView[]> {
  await assertOrganization(ctx, organizationId);
  return views(ctx, await repo.listSections(ctx.db, organizationId));
}

/** One section per type and organization: a second one answers 409. */
export const createSection = (
  ctx: UserCtx,
  organizationId: number,
  input: GroupHealthSectionCreate,
): Promise<GroupHealthSectionView> => sections.create(ctx, organizationId, input);
export const updateSection = (
  ctx: UserCtx,
  id: number,
  input: GroupHealthSectionUpdate,
): Promise<GroupHealthSectionView> => sections.update(ctx, id, input);
export const removeSection = sections.remove;

export async function listPlans(ctx: Ctx, sectionId: number): Promise<PlanView[]> {
  await sectionOr404(ctx, sectionId);
  return (await repo.listPlans(ctx.db, [sectionId])).map(toPlan);
}

export async function createPlan(ctx: UserCtx, sectionId: number, input: GroupHealthPlanCreate): Promise<PlanView> {
  return inTransaction(ctx, async (tx) => {
    await sectionOr404(tx, sectionId);
    const row = await repo.insertPlan(tx.db, {
      sectionId,
      planName: input.planName,
      description: input.description ?? null,
    });
    await audit.record(tx, {
      action: 'create',
      entityType: 'groupHealthPlan',
      entityId: row.id,
      fields: Object.keys(input),
      detail: { sectionId },
    });
    return toPlan(row);
  });
}

/** A `renewalDate` sent with a plan (the insurance calendar, spec 3) is the renewal of the plan's section. */
export async function updatePlan(
  ctx: UserCtx,
  id: number,
  input: GroupHealthPlanUpdate,
): Promise<PlanView & { renewalDate?: string | null }> {
  return inTransaction(ctx, async (tx) => {
    const current = await repo.findPlan(tx.db, id);
    if (!current) throw notFound(PLAN_NOT_FOUND);
    const { renewalDate, ...fields } = input;
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const row = Object.keys(values).length ? await repo.updatePlan(tx.db, id, values) : current;
    if (renewalDate !== undefined) await repo.updateSection(tx.db, current.sectionId, { renewalDate });
    await audit.record(tx, {
      action: 'update',
      entityType: 'groupHealthPlan',
      entityId: id,
      fields: Object.keys(input),
    });
    return { ...toPlan(row ?? current), ...(renewalDate !== undefined ? { renewalDate } : {}) };
  });
}

export async function removePlan(ctx: UserCtx, id: number): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.findPlan(tx.db, id))) throw notFound(PLAN_NOT_FOUND);
    await repo.deletePlan(tx.db, id);
    await audit.record(tx, { action: 'delete', entityType: 'groupHealthPlan', entityId: id, fields: [] });
    return { ok: true as const };
  });
}

/** Every organization's sections (the insurance calendar and reports), by renewal date. */
export async function listAll(
  ctx: Ctx,
  input: CoverageAllQuery,
): Promise<Array<GroupHealthSectionView & { businessDba: string }>> {
  const rows = await repo.listAllSections(ctx.db, {
    organizationId: input.organizationId,
    limit: input.limit ?? 1000,
    offset: input.offset ?? 0,
  });
  const today = firmToday(ctx);
  const plans = await repo.listPlans(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...coverageView(r, today),
    coverageType: r.sectionType,
    businessDba: r.businessDba,
    plans: plans.filter((p) => p.sectionId === r.id).map(toPlan),
  }));
}
