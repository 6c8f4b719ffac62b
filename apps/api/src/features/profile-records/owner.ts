import type { Database } from '@app/db';
import { can, type Action } from '@app/domain';
import type { Kysely } from 'kysely';
import type { UserCtx } from '../../core/service-context';
import { forbidden, notFound } from '../../core/app-error';
import { permissionMessage } from '../../security/access';
import { ownerExists } from './owner.repo';

/** Whose record it is: notes, payment methods, logins and tax rows belong to one client or one organization. */
export type OwnerKind = 'client' | 'organization';
export interface Owner {
  kind: OwnerKind;
  id: number;
}

/** The permission area of each owner kind. */
export const OWNER_AREA = { client: 'clients', organization: 'organizations' } as const;
export const OWNER_LABEL = { client: 'Client', organization: 'Organization' } as const;

/** The owner key columns of a record row. */
export function ownerKeys(owner: Owner): { clientId: number | null; organizationId: number | null } {
  return owner.kind === 'client'
    ? { clientId: owner.id, organizationId: null }
    : { clientId: null, organizationId: owner.id };
}

export const ownerColumn = (owner: Owner) =>
  owner.kind === 'client' ? ('clientId' as const) : ('organizationId' as const);

/** The owner of a stored record row. */
export function ownerOf(row: { clientId: number | null; organizationId: number | null }): Owner {
  return row.clientId !== null
    ? { kind: 'client', id: row.clientId }
    : { kind: 'organization', id: row.organizationId! };
}

/** 403 unless the user may do `action` on the owner's area (defence in depth behind the route's own check). */
export function assertOwnerAccess(ctx: UserCtx, owner: Owner, action: Action): void {
  const area = OWNER_AREA[owner.kind];
  if (!can(ctx.user, area, action)) throw forbidden(permissionMessage(area, action));
}

/** 404 unless the owner exists and is not soft-deleted. */
export async function assertOwnerExists(db: Kysely<Database>, owner: Owner): Promise<void> {
  if (!(await ownerExists(db, owner))) throw notFound(`${OWNER_LABEL[owner.kind]} not found`);
}

/** Both checks: the caller may act on this owner, and it exists. */
export async function guardOwner(ctx: UserCtx, owner: Owner, action: Action): Promise<void> {
  assertOwnerAccess(ctx, owner, action);
  await assertOwnerExists(ctx.db, owner);
}
