import {
  sortContacts,
  type OrganizationClientCandidatesQuery,
  type OrganizationClientLink,
  type OrganizationClientUpdate,
} from '@app/domain';
import type { LinkPosition } from '@app/db';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { badRequest, conflict, notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { assertOrganization } from '../organizations/organization-guard';
import * as repo from './organization-clients.repo';

export const ALREADY_LINKED = 'This client is already linked to this organization';
export const LINK_NOT_FOUND = 'Client link not found';
export const CLIENT_NOT_FOUND = 'Client not found';

export interface OrganizationClientLinkView {
  id: number;
  clientId: number;
  organizationId: number;
  positions: string[];
  ownershipPercentage: number | null;
  isMainContact: boolean;
  doNotContact: boolean;
  dateLinked: string;
  client: { id: number; fullName: string; email: string | null; phone: string | null };
}

function toView(row: repo.LinkRow): OrganizationClientLinkView {
  return {
    id: row.id,
    clientId: row.clientId,
    organizationId: row.organizationId,
    positions: row.positions ?? [],
    ownershipPercentage: row.ownershipPercentage === null ? null : Number(row.ownershipPercentage),
    isMainContact: row.isMainContact,
    doNotContact: row.doNotContact,
    dateLinked: row.dateLinked,
    client: { id: row.clientId, fullName: row.fullName, email: row.email, phone: row.phone },
  };
}

/** Main contact first. */
export async function list(ctx: Ctx, organizationId: number): Promise<OrganizationClientLinkView[]> {
  await assertOrganization(ctx, organizationId);
  return sortContacts((await repo.listLinks(ctx.db, organizationId)).map(toView));
}

/**
 * Links a client (409 when already linked). Marking it the main contact clears the flag on the
 * organization's other links: one main contact per organization.
 */
export async function link(
  ctx: UserCtx,
  organizationId: number,
  input: OrganizationClientLink,
): Promise<OrganizationClientLinkView> {
  if (input.organizationId && input.organizationId !== organizationId)
    throw badRequest('organizationId: does not match the organization of the path');
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, organizationId);
    if (!(await repo.findClient(tx.db, input.clientId))) throw notFound(CLIENT_NOT_FOUND);
    const inserted = await repo.insertLink(tx.db, {
      organizationId,
      clientId: input.clientId,
      positions: input.positions as LinkPosition[],
      ownershipPercentage: input.ownershipPercentage ?? null,
      isMainContact: input.isMainContact ?? false,
      doNotContact: input.doNotContact ?? false,
    });
    if (!inserted) throw conflict(ALREADY_LINKED);
    if (input.isMainContact) await repo.clearMainContact(tx.db, organizationId, input.clientId);
    await audit.record(tx, {
      action: 'create',
      entityType: 'organizationClient',
      entityId: `${organizationId}:${input.clientId}`,
      fields: Object.keys(input),
    });
    return toView((await repo.findLink(tx.db, organizationId, input.clientId))!);
  });
}

export async function update(
  ctx: UserCtx,
  organizationId: number,
  clientId: number,
  input: OrganizationClientUpdate,
): Promise<OrganizationClientLinkView> {
  if (input.clientId && input.clientId !== clientId)
    throw badRequest('clientId: does not match the client of the path');
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, organizationId);
    const values = {
      positions: input.positions as LinkPosition[],
      ...(input.ownershipPercentage !== undefined ? { ownershipPercentage: input.ownershipPercentage } : {}),
      ...(input.isMainContact !== undefined ? { isMainContact: input.isMainContact } : {}),
      ...(input.doNotContact !== undefined ? { doNotContact: input.doNotContact } : {}),
    };
    if (!(await repo.updateLink(tx.db, organizationId, clientId, values))) throw notFound(LINK_NOT_FOUND);
    if (input.isMainContact) await repo.clearMainContact(tx.db, organizationId, clientId);
    await audit.record(tx, {
      action: 'update',
      entityType: 'organizationClient',
      entityId: `${organizationId}:${clientId}`,
      fields: Object.keys(values),
    });
    const row = await repo.findLink(tx.db, organizationId, clientId);
    if (!row) throw notFound(LINK_NOT_FOUND);
    return toView(row);
  });
}

export async function unlink(ctx: UserCtx, organizationId: number, clientId: number): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, organizationId);
    if (!(await repo.deleteLink(tx.db, organizationId, clientId))) throw notFound(LINK_NOT_FOUND);
    await audit.record(tx, {
      action: 'delete',
      entityType: 'organizationClient',
      entityId: `${organizationId}:${clientId}`,
      fields: [],
    });
    return { ok: true as const };
  });
}

/** The searchable picker: clients not linked yet (spec's limit=1000 picker, docs/decisions/6-scale.md). */
export async function candidates(ctx: Ctx, organizationId: number, input: OrganizationClientCandidatesQuery) {
  await assertOrganization(ctx, organizationId);
  const term = input.search?.trim();
  return repo.candidates(ctx.db, organizationId, term || null, input.limit ?? 20);
}
