import { formatDisplayId, type SpouseLinkCreate } from '@app/domain';
import type { UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { badRequest, conflict, notFound } from '../../core/app-error';
import { maskedFromLast4 } from '../../security/sensitive-field';
import * as audit from '../audit/audit.service';
import { inUserTransaction } from '../../core/user-transaction';
import * as clientsRepo from './clients.repo';
import { CLIENT_NOT_FOUND } from './clients.service';
import * as repo from './spouses.repo';

// Spouse links (spec 1): stored in both directions, so the link shows on both clients' profiles;
// removing it from either side removes both. `spouseId` in paths is the spouse's client id.

async function assertClient(ctx: UserCtx, id: number, message = CLIENT_NOT_FOUND): Promise<void> {
  if (!(await clientsRepo.findClient(ctx.db, id))) throw notFound(message);
}

export async function list(ctx: UserCtx, { id }: { id: number }) {
  await assertClient(ctx, id);
  const rows = await repo.listSpouses(ctx.db, id);
  return rows.map((r) => {
    const spouse = {
      id: r.spouseId,
      displayId: formatDisplayId('client', r.spouseId),
      fullName: r.fullName,
      dob: r.dateOfBirth,
      dateOfBirth: r.dateOfBirth,
      ssn: maskedFromLast4(r.ssnLast4),
      email: r.email,
      phone: r.phone,
    };
    return {
      id: r.id,
      spouseId: r.spouseId,
      relationshipType: r.relationshipType,
      createdAt: toIso(r.createdAt),
      spouse,
    };
  });
}

export async function link(ctx: UserCtx, { id, spouseId, relationshipType }: SpouseLinkCreate & { id: number }) {
  return inUserTransaction(ctx, async (tx) => {
    await assertClient(tx, id);
    if (spouseId === id) throw badRequest('spouseId: A client cannot be linked to themselves');
    await assertClient(tx, spouseId, 'Spouse not found');
    if (await repo.linkExists(tx.db, id, spouseId)) throw conflict('This client is already linked as a spouse');
    const row = await repo.insertLink(tx.db, id, spouseId, relationshipType);
    if (!row) throw conflict('This client is already linked as a spouse');
    await audit.record(tx, {
      action: 'link',
      entityType: 'client',
      entityId: id,
      fields: ['spouses'],
      detail: { spouseId, relationshipType },
    });
    return (await list(tx, { id })).find((s) => s.id === row.id)!;
  });
}

export async function unlink(ctx: UserCtx, { id, spouseId }: { id: number; spouseId: number }): Promise<{ ok: true }> {
  return inUserTransaction(ctx, async (tx) => {
    await assertClient(tx, id);
    if ((await repo.deleteLink(tx.db, id, spouseId)) === 0) throw notFound('Spouse link not found');
    await audit.record(tx, {
      action: 'unlink',
      entityType: 'client',
      entityId: id,
      fields: ['spouses'],
      detail: { spouseId },
    });
    return { ok: true as const };
  });
}

export async function candidates(ctx: UserCtx, { id, search, limit }: { id: number; search?: string; limit: number }) {
  await assertClient(ctx, id);
  const rows = await repo.candidates(ctx.db, id, search, limit);
  return rows.map((r) => ({
    id: r.id,
    displayId: formatDisplayId('client', r.id),
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    dateOfBirth: r.dateOfBirth,
  }));
}
