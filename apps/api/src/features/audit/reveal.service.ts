import type { Ctx } from '../../core/service-context';
import { notFound } from '../../core/app-error';
import * as audit from './audit.service';
import { findEncryptedColumn } from '../../security/encrypted-columns';
import { readSealedValue } from '../../security/encrypted-columns.repo';
import { openSealed } from '../../security/sensitive-field';

export interface RevealRequest {
  entityType: string;
  entityId: number | string;
  field: string;
}

/**
 * The reveal pattern (docs/decisions/3-api.md and docs/decisions/4-security.md): reads one encrypted field in clear and writes a `reveal`
 * entry to the audit log (the field's name, never its value). The caller's route or procedure
 * checks the permission (the entity's area, 'read'). Answers null when the field is empty.
 */
export async function reveal(ctx: Ctx, req: RevealRequest): Promise<string | null> {
  const column = findEncryptedColumn(req.entityType, req.field);
  if (!column) throw notFound(`${req.field} cannot be revealed`);
  const sealed = await readSealedValue(ctx.db, column, req.entityId);
  if (sealed === undefined) throw notFound('Not found');
  const value = sealed
    ? openSealed(ctx.keyRing, sealed, { table: column.table, column: column.column, rowId: req.entityId })
    : null;
  await audit.record(ctx, {
    action: 'reveal',
    entityType: req.entityType,
    entityId: req.entityId,
    fields: [req.field],
  });
  return value;
}

/** Reveals several fields of one record with one audit entry (an object "in clear"). */
export async function revealFields(
  ctx: Ctx,
  entityType: string,
  entityId: number | string,
  envelopes: Record<string, string | null | undefined>,
): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const [field, envelope] of Object.entries(envelopes)) {
    const column = findEncryptedColumn(entityType, field);
    if (!column) throw new Error(`${entityType}.${field} is not registered in encrypted-columns.ts`);
    out[field] = envelope
      ? openSealed(ctx.keyRing, envelope, { table: column.table, column: column.column, rowId: entityId })
      : null;
  }
  await audit.record(ctx, { action: 'reveal', entityType, entityId, fields: Object.keys(envelopes) });
  return out;
}
