import { can, estimatedTaxSchedule, firmYear, type EstimatedTaxGenerate, type EstimatedTaxRemove } from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../context';
import { forbidden } from '../../errors';
import { permissionMessage } from '../../security/access';
import * as audit from '../audit/audit.service';
import { assertOwnerExists, ownerKeys, OWNER_AREA, type Owner } from '../profile-records/owner';
import * as repo from './estimated-tax.repo';

// DECISIONS 2: turning `estimatedTaxes` on creates the four payments (April 15, June 15,
// September 15, January 15 of the next year) for the current tax year and the next one; turning
// it off removes the pending ones. Both are idempotent and join the caller's transaction, so a
// client or organization save runs them inside its own.

/** The current tax year: today's year in the firm's time zone. */
export function currentTaxYear(now: Date): number {
  return firmYear(now);
}

/** Creates the missing payments of the current and next tax year; answers how many were created. */
export function generateFor(ctx: Ctx, owner: Owner, userId?: number | null): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const year = currentTaxYear(tx.now());
    const createdBy = userId ?? tx.user?.id ?? null;
    const rows = [year, year + 1].flatMap((taxYear) =>
      estimatedTaxSchedule(taxYear).map((due) => ({
        ...ownerKeys(owner),
        taxYear: due.taxYear,
        quarter: due.quarter,
        dueDate: due.dueDate,
        reminderDate: due.reminderDate,
        createdBy,
      })),
    );
    return repo.insertMissing(tx.db, rows);
  });
}

/** Removes the pending payments; answers how many were removed. */
export function removePendingFor(ctx: Ctx, owner: Owner): Promise<number> {
  return repo.deletePending(ctx.db, owner);
}

function guard(ctx: UserCtx, kind: Owner['kind']): void {
  const area = OWNER_AREA[kind];
  if (!can(ctx.user, area, 'edit')) throw forbidden(permissionMessage(area, 'edit'));
}

/** The spec's explicit call (POST /api/estimated-tax-payments/generate). */
export async function generate(ctx: UserCtx, input: EstimatedTaxGenerate): Promise<{ created: number }> {
  guard(ctx, input.entityType);
  const owner: Owner = { kind: input.entityType, id: input.entityId };
  return inTransaction(ctx, async (tx) => {
    await assertOwnerExists(tx.db, owner);
    const created = await generateFor(tx, owner, ctx.user.id);
    if (created > 0) await audit.record(tx, { action: 'estimated_tax_generate', entityType: owner.kind, entityId: owner.id, detail: { created } });
    return { created };
  });
}

/** The spec's explicit call (DELETE /api/estimated-tax-payments/remove). */
export async function remove(ctx: UserCtx, input: EstimatedTaxRemove): Promise<{ removed: number }> {
  guard(ctx, input.entityType);
  const owner: Owner = { kind: input.entityType, id: input.entityId };
  return inTransaction(ctx, async (tx) => {
    await assertOwnerExists(tx.db, owner);
    const removed = await removePendingFor(tx, owner);
    if (removed > 0) await audit.record(tx, { action: 'estimated_tax_remove', entityType: owner.kind, entityId: owner.id, detail: { removed } });
    return { removed };
  });
}
