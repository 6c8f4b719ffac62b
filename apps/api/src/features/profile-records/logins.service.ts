import { PlatformLoginCreate, PlatformLoginPatch, can } from '@app/domain';
import type { LoginsTable } from '@app/db';
import type { Updateable } from 'kysely';
import type { UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { notFound } from '../../core/app-error';
import { revealFields } from '../audit/reveal.service';
import { reserveId } from '../../security/row-ids.repo';
import { fullyMasked, reseal, seal, type FieldPlace } from '../../security/sensitive-field';
import * as audit from '../audit/audit.service';
import * as repo from './logins.repo';
import { inUserTransaction } from '../../core/user-transaction';
import { OWNER_AREA, guardOwner, ownerKeys, ownerOf, type Owner } from './owner';

/** Where a login's secret is stored: each envelope is bound to its row and column. */
const place = (id: number, column: 'password_encrypted' | 'pin_encrypted'): FieldPlace => ({
  table: 'logins',
  column,
  rowId: id,
});

// Stored platform logins of a client or an organization. Password and PIN are encrypted and read
// as `****`; `reveal` answers them in clear (audited). Edits change one field per call; an emptied
// field becomes null (the platform stays required).

export interface LoginView {
  id: number;
  platform: string;
  username: string | null;
  password: string | null;
  pin: string | null;
  notes: string | null;
  entityType: 'clients' | 'organizations';
  entityId: number;
  createdAt: string;
  updatedAt: string;
}

export const LOGIN_NOT_FOUND = 'Login not found';

const toView = (row: repo.LoginRow): LoginView => ({
  id: row.id,
  platform: row.platform,
  username: row.username,
  password: fullyMasked(row.passwordEncrypted),
  pin: fullyMasked(row.pinEncrypted),
  notes: row.notes,
  entityType: row.entityType,
  entityId: row.entityId,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

const auditOwner = (owner: Owner) => ({ ownerType: owner.kind, ownerId: owner.id });

export async function list(ctx: UserCtx, owner: Owner): Promise<LoginView[]> {
  await guardOwner(ctx, owner, 'read');
  return (await repo.listLogins(ctx.db, owner)).map(toView);
}

export async function create(ctx: UserCtx, owner: Owner, input: PlatformLoginCreate): Promise<LoginView> {
  const data = PlatformLoginCreate.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    await guardOwner(tx, owner, 'edit');
    const id = await reserveId(tx.db, 'logins');
    const row = await repo.insertLogin(tx.db, {
      id,
      ...ownerKeys(owner),
      platform: data.platform,
      username: data.username ?? null,
      passwordEncrypted: seal(tx.keyRing, data.password, place(id, 'password_encrypted')),
      pinEncrypted: seal(tx.keyRing, data.pin, place(id, 'pin_encrypted')),
      notes: data.notes ?? null,
      createdBy: tx.user.id,
    });
    const fields = Object.entries(data)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k]) => k);
    await audit.record(tx, {
      action: 'create',
      entityType: 'login',
      entityId: row.id,
      fields,
      detail: auditOwner(owner),
    });
    return toView(row);
  });
}

/**
 * The login and its owner, after checking the caller may `action` on that owner. 404 for another
 * owner's id when `owner` is given, and for a caller who may not even read the owner's area: a
 * refusal there would confirm that the login exists.
 */
async function loadGuarded(ctx: UserCtx, id: number, action: 'read' | 'edit', owner?: Owner): Promise<repo.LoginRow> {
  const row = await repo.findLogin(ctx.db, id);
  const rowOwner = row ? ownerOf(row) : null;
  if (!row || !rowOwner || (owner && (owner.kind !== rowOwner.kind || owner.id !== rowOwner.id)))
    throw notFound(LOGIN_NOT_FOUND);
  if (!can(ctx.user, OWNER_AREA[rowOwner.kind], 'read')) throw notFound(LOGIN_NOT_FOUND);
  await guardOwner(ctx, rowOwner, action);
  return row;
}

export async function patch(ctx: UserCtx, id: number, input: PlatformLoginPatch, owner?: Owner): Promise<LoginView> {
  const data = PlatformLoginPatch.parse(input);
  return inUserTransaction(ctx, async (tx) => {
    const before = await loadGuarded(tx, id, 'edit', owner);
    const values: Updateable<LoginsTable> = {};
    if (data.platform !== undefined) values.platform = data.platform;
    if (data.username !== undefined) values.username = data.username ?? null;
    if (data.notes !== undefined) values.notes = data.notes ?? null;
    // A masked value sent back (`****`) keeps the stored secret (docs/decisions/3-api.md).
    values.passwordEncrypted = reseal(
      tx.keyRing,
      before.passwordEncrypted,
      data.password,
      place(id, 'password_encrypted'),
    );
    values.pinEncrypted = reseal(tx.keyRing, before.pinEncrypted, data.pin, place(id, 'pin_encrypted'));
    const row = await repo.updateLogin(tx.db, id, values);
    await audit.record(tx, {
      action: 'update',
      entityType: 'login',
      entityId: id,
      fields: Object.keys(data),
      detail: auditOwner(ownerOf(before)),
    });
    return toView(row);
  });
}

export async function remove(ctx: UserCtx, id: number, owner?: Owner): Promise<{ ok: true }> {
  return inUserTransaction(ctx, async (tx) => {
    const before = await loadGuarded(tx, id, 'edit', owner);
    await repo.deleteLogin(tx.db, id);
    await audit.record(tx, {
      action: 'delete',
      entityType: 'login',
      entityId: id,
      detail: auditOwner(ownerOf(before)),
    });
    return { ok: true as const };
  });
}

export async function reveal(ctx: UserCtx, id: number, owner?: Owner): Promise<LoginView> {
  return inUserTransaction(ctx, async (tx) => {
    const row = await loadGuarded(tx, id, 'read', owner);
    const envelopes = Object.fromEntries(
      Object.entries({ password: row.passwordEncrypted, pin: row.pinEncrypted }).filter(([, v]) => v),
    );
    const clear = await revealFields(tx, 'login', id, envelopes);
    return { ...toView(row), password: clear.password ?? null, pin: clear.pin ?? null };
  });
}
