import type { Ctx } from '../../core/service-context';
import { notFound } from '../../core/app-error';
import { findOrganization } from './organizations.repo';

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** The organization (not soft-deleted), or 404: every organization sub-resource starts here. */
export async function assertOrganization(ctx: Pick<Ctx, 'db'>, id: number) {
  const row = await findOrganization(ctx.db, id);
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
  return row;
}
