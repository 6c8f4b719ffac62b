import type { ProjectUpdate } from '@app/domain';
import type { Ctx } from '../../core/service-context';
import { badRequest } from '../../core/app-error';
import * as repo from './projects-links.repo';

export interface LinkLists {
  clientIds: number[];
  organizationIds: number[];
  managerIds: number[];
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The lists an edit asks for: the list fields win, a single id (or null) replaces the list, absent keeps it. */
function requested(
  list: number[] | undefined,
  single: number | null | undefined,
  hasSingle: boolean,
  current: number[],
): number[] {
  if (list !== undefined) return unique(list);
  if (hasSingle) return single === null || single === undefined ? [] : [single];
  return current;
}

export function linkListsOf(input: Partial<ProjectUpdate>, current: LinkLists): LinkLists {
  return {
    clientIds: requested(input.clientIds, input.clientId, 'clientId' in input, current.clientIds),
    organizationIds: requested(
      input.organizationIds,
      input.organizationId,
      'organizationId' in input,
      current.organizationIds,
    ),
    managerIds: requested(
      input.project_manager_ids,
      input.projectManagerId,
      'projectManagerId' in input,
      current.managerIds,
    ),
  };
}

const CHECKS = [
  ['clientIds', 'clients', 'Client'],
  ['organizationIds', 'organizations', 'Organization'],
  ['managerIds', 'users', 'User'],
] as const;

/** 400 naming the field when a linked client, organization or manager does not exist. */
export async function assertLinksExist(ctx: Ctx, lists: LinkLists): Promise<void> {
  for (const [key, table, label] of CHECKS) {
    const found = await repo.existing(ctx.db, table, lists[key]);
    const missing = lists[key].find((id) => !found.has(id));
    if (missing !== undefined)
      throw badRequest(`${key === 'managerIds' ? 'project_manager_ids' : key}: ${label} ${missing} not found`);
  }
}

export async function saveLinks(ctx: Ctx, projectId: number, lists: LinkLists, current?: LinkLists): Promise<void> {
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (!current || !same(lists.clientIds, current.clientIds))
    await repo.replaceLinks(ctx.db, 'projectClients', projectId, lists.clientIds);
  if (!current || !same(lists.organizationIds, current.organizationIds))
    await repo.replaceLinks(ctx.db, 'projectOrganizations', projectId, lists.organizationIds);
  if (!current || !same(lists.managerIds, current.managerIds))
    await repo.replaceLinks(ctx.db, 'projectManagers', projectId, lists.managerIds);
}

export async function currentLinks(ctx: Ctx, projectId: number): Promise<LinkLists> {
  return repo.linkIds(ctx.db, projectId);
}
