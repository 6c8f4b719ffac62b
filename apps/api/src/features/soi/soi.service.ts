import { soiDueYears, soiEvents, type SoiGenerate, type SoiRemove } from '@app/domain';
import { inTransaction, type Ctx } from '../../core/service-context';
import { badRequest } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import { assertOrganization } from '../organizations/organization-guard';
import type { OrganizationSettingsReaction } from '../organizations/organization-settings';
import * as repo from './soi.repo';

export interface SoiEventView {
  id: number;
  organizationId: number;
  kind: 'reminder' | 'due';
  /** The event's own date: the due date itself, or the reminder's date before it. */
  date: string;
  /** The cycle's due date, in the spelling of the spec's SOI event. */
  due_date: string;
  taxYear: number;
  completed: boolean;
}

export function toSoiEvent(row: repo.SoiEventRow): SoiEventView {
  return {
    id: row.id,
    organizationId: row.organizationId,
    kind: row.kind,
    date: row.eventDate,
    due_date: row.dueDate,
    taxYear: row.taxYear,
    completed: row.completed,
  };
}

/**
 * Brings the organization's SOI events in line with its entity type and formation date (the
 * cycles due from this year to this year + 2, domain `soiEvents`): pending events of other due
 * dates go, missing ones are added, completed ones stay. Runs inside the caller's transaction.
 */
export async function syncEvents(
  ctx: Ctx,
  organizationId: number,
  entityType: string | null,
  formationDate: string | null,
): Promise<void> {
  const events = soiEvents(formationDate, entityType, firmToday(ctx));
  const dueDates = [...new Set(events.map((e) => e.dueDate))];
  await repo.deletePending(ctx.db, organizationId, dueDates);
  await repo.insertEvents(
    ctx.db,
    events.map((e) => ({
      organizationId,
      kind: e.kind,
      eventDate: e.date,
      dueDate: e.dueDate,
      taxYear: Number(e.dueDate.slice(0, 4)),
      updatedBy: ctx.user?.id ?? null,
    })),
  );
}

/** Removes the pending events (completed ones stay on record). */
export function removePending(ctx: Ctx, organizationId: number): Promise<number> {
  return repo.deletePending(ctx.db, organizationId);
}

/** An organization's save (re)builds its SOI events when SOI, the entity type or the formation date changed, and removes them when SOI went off. */
export const soiFollowsOrganization: OrganizationSettingsReaction = {
  async saved(tx, organizationId, before, after) {
    if (after.soi) {
      if (!before.soi || before.entityType !== after.entityType || before.dateOfFormation !== after.dateOfFormation) {
        await syncEvents(tx, organizationId, after.entityType, after.dateOfFormation);
      }
    } else if (before.soi) {
      await removePending(tx, organizationId);
    }
  },
  async deleted(tx, organizationId) {
    await removePending(tx, organizationId);
  },
};

/** POST /api/soi-calendar/generate: idempotent. dueYears, when sent, must match the entity type's cycle. */
export async function generate(ctx: Ctx, input: SoiGenerate): Promise<SoiEventView[]> {
  const expected = soiDueYears(input.entityType);
  if (input.dueYears !== undefined && input.dueYears !== expected) {
    throw badRequest(`dueYears: must be ${expected} for this entity type (2 for LLC and Partnership, otherwise 1)`);
  }
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, input.organizationId);
    await syncEvents(tx, input.organizationId, input.entityType, input.formationDate);
    await audit.record(tx, {
      action: 'soi_generate',
      entityType: 'organization',
      entityId: input.organizationId,
      fields: ['soiEvents'],
    });
    return (await repo.listForOrganization(tx.db, input.organizationId)).map(toSoiEvent);
  });
}

/** DELETE /api/soi-calendar/remove: idempotent. */
export async function remove(ctx: Ctx, input: SoiRemove): Promise<{ removed: number }> {
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, input.organizationId);
    const removed = await removePending(tx, input.organizationId);
    await audit.record(tx, {
      action: 'soi_remove',
      entityType: 'organization',
      entityId: input.organizationId,
      fields: ['soiEvents'],
    });
    return { removed };
  });
}

export async function listForOrganization(ctx: Ctx, organizationId: number): Promise<SoiEventView[]> {
  await assertOrganization(ctx, organizationId);
  return (await repo.listForOrganization(ctx.db, organizationId)).map(toSoiEvent);
}
