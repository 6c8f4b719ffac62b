import {
  adjustProjectStatus,
  projectSetupMissing,
  projectStatusAfterTaskChange,
  SETUP_REQUIRED_HINT,
  STATUS_ADJUSTED_TITLE,
  type OrganizationProjectCreate,
  type ProjectCreate,
  type ProjectListQuery,
  type ProjectStatus,
  type ProjectUpdate,
} from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { badRequest, notFound } from '../../core/app-error';
import * as audit from '../audit/audit.service';
import { assertOrganization } from '../organizations/organization-guard';
import { assertLinksExist, currentLinks, linkListsOf, saveLinks } from './projects.links';
import { startNextOccurrenceIfDue } from './projects.recurrence';
import { detailsOf, taskSummaries } from './projects-links.repo';
import * as listRepo from './projects-list.repo';
import * as repo from './projects.repo';
import { extrasOf, toProjectView, type ProjectView } from './projects.view';
import { remember } from '../../cache/read-cache';
import { decodeCursor, encodeCursor } from '../../lists/list-page';

export const PROJECT_NOT_FOUND = 'Project not found';
const ENTITY = 'project';

/** The toast the web shows when the server changed the status asked for (spec 3 section 4). */
export interface StatusAdjusted {
  title: string;
  message: string;
}
export type ProjectAnswer = ProjectView & { statusAdjusted: StatusAdjusted | null };

/** The project with its links, task counts and first assignee. */
export async function load(ctx: Ctx, id: number): Promise<ProjectView> {
  const row = await assertExists(ctx, id);
  return toProjectView(row, extrasOf((await detailsOf(ctx.db, [id])).get(id)));
}

/** The project's row, or 404. */
export async function assertExists(ctx: Ctx, id: number): Promise<repo.ProjectRow> {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

/** The names of a project's tasks in their order (Save as Template). */
export async function taskNames(ctx: Ctx, projectId: number): Promise<string[]> {
  return (await repo.taskTemplatesOf(ctx.db, projectId)).map((t) => t.name);
}

export const get = (ctx: Ctx, { id }: { id: number }) => load(ctx, id);

/** Cursors belong to one sort and direction: a page of another sort would start at a wrong place. */
const cursorScope = (query: ProjectListQuery) => `projects:${query.sort}:${query.direction}`;

export interface ProjectPage {
  items: ProjectView[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

/** A page with its items still as the JSON text the database wrote (REST sends it as it is). */
export type ProjectPageJson = Omit<ProjectPage, 'items'> & { itemsJson: string };

/** One page of the list (keyset after `cursor`, else by page number), with the total and task counts. */
export function listJson(ctx: UserCtx, query: ProjectListQuery): Promise<ProjectPageJson> {
  return remember(ctx, 'projects.listJson', query, () => listJsonUncached(ctx, query));
}

async function listJsonUncached(ctx: UserCtx, query: ProjectListQuery): Promise<ProjectPageJson> {
  const cursor = query.cursor
    ? decodeCursor<listRepo.ListCursor>(query.cursor, cursorScope(query), { nullKey: true })
    : null;
  const found = await listRepo.listPage(ctx.db, query, ctx.user.id, cursor);
  const nextCursor =
    found.lastId !== null && found.count === query.pageSize
      ? encodeCursor(cursorScope(query), { key: found.lastKey, id: found.lastId })
      : null;
  return { itemsJson: found.itemsJson, total: found.total, page: query.page, pageSize: query.pageSize, nextCursor };
}

export function list(ctx: UserCtx, query: ProjectListQuery): Promise<ProjectPage> {
  return remember(ctx, 'projects.list', query, () => listUncached(ctx, query));
}

async function listUncached(ctx: UserCtx, query: ProjectListQuery): Promise<ProjectPage> {
  const { itemsJson, ...page } = await listJson(ctx, query);
  return { items: JSON.parse(itemsJson) as ProjectView[], ...page };
}

export function taskCounts(ctx: Ctx, ids: number[] | null) {
  return taskSummaries(ctx.db, ids);
}

/** Shared by POST /api/projects and POST /api/organizations/{id}/projects. */
export async function create(ctx: UserCtx, input: ProjectCreate): Promise<ProjectView> {
  return inTransaction(ctx, async (tx) => {
    const lists = linkListsOf(input, { clientIds: [], organizationIds: [], managerIds: [] });
    await assertLinksExist(tx, lists);
    const row = await repo.insertProject(tx.db, {
      name: input.name,
      description: input.description ?? null,
      status: input.status,
      startDate: input.startDate ?? null,
      dueDate: input.dueDate ?? null,
      recurrence: input.recurrence ?? null,
      seriesStartDate: input.startDate ?? null,
      seriesDueDate: input.dueDate ?? null,
      createdBy: ctx.user.id,
    });
    await saveLinks(tx, row.id, lists);
    await audit.record(tx, { action: 'create', entityType: ENTITY, entityId: row.id, fields: Object.keys(input) });
    return load(tx, row.id);
  });
}

/** From an organization's profile: linked to it (404 when it does not exist). */
export async function createForOrganization(
  ctx: UserCtx,
  organizationId: number,
  input: OrganizationProjectCreate,
): Promise<ProjectView> {
  await assertOrganization(ctx, organizationId);
  return create(ctx, { ...input, organizationIds: [organizationId] });
}

/** An edit: links, dates and the status, which the rules of spec 3 section 4 may adjust. */
export async function update(ctx: UserCtx, id: number, input: ProjectUpdate): Promise<ProjectAnswer> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.lockById(tx.db, id);
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    const current = await currentLinks(tx, id);
    const lists = linkListsOf(input, current);
    await assertLinksExist(tx, lists);
    const tasks = await repo.taskStatuses(tx.db, id);
    const adjusted = adjustProjectStatus(input.status ?? row.status, tasks);
    const startDate = input.startDate === undefined ? row.startDate : input.startDate;
    const dueDate = input.dueDate === undefined ? row.dueDate : input.dueDate;
    const recurrence = input.recurrence === undefined ? row.recurrence : input.recurrence;
    // The first occurrence's dates define the series; later ones only move their own dates.
    const series = row.occurrence === 0 ? { seriesStartDate: startDate, seriesDueDate: dueDate } : {};
    await repo.updateProject(tx.db, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      status: adjusted.status,
      startDate,
      dueDate,
      recurrence,
      ...series,
    });
    await saveLinks(tx, id, lists, current);
    await audit.record(tx, { action: 'update', entityType: ENTITY, entityId: id, fields: Object.keys(input) });
    await startNextOccurrenceIfDue(tx, id);
    const statusAdjusted =
      adjusted.message && input.status !== undefined
        ? { title: STATUS_ADJUSTED_TITLE, message: adjusted.message }
        : null;
    return { ...(await load(tx, id)), statusAdjusted };
  });
}

/** "Complete Project & All Tasks": every incomplete task, then the project, in one transaction. */
export async function complete(
  ctx: UserCtx,
  { id }: { id: number },
): Promise<ProjectAnswer & { completedTasks: number }> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.lockById(tx.db, id);
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    const tasks = await repo.taskStatuses(tx.db, id);
    await repo.completeAllTasks(tx.db, id);
    const adjusted = adjustProjectStatus(
      'completed',
      tasks.map(() => ({ status: 'completed' })),
    );
    await repo.updateProject(tx.db, id, { status: adjusted.status });
    await audit.record(tx, {
      action: 'update',
      entityType: ENTITY,
      entityId: id,
      fields: ['status'],
      detail: { completedAllTasks: true },
    });
    await startNextOccurrenceIfDue(tx, id);
    const statusAdjusted = adjusted.message ? { title: STATUS_ADJUSTED_TITLE, message: adjusted.message } : null;
    return { ...(await load(tx, id)), statusAdjusted };
  });
}

export async function remove(ctx: UserCtx, { id }: { id: number }): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.deleteProject(tx.db, id))) throw notFound(PROJECT_NOT_FOUND);
    await audit.record(tx, { action: 'delete', entityType: ENTITY, entityId: id });
    return { ok: true as const };
  });
}

/** The set-up gate: tasks and template loads need start and due dates, a manager and a client or organization. */
export async function assertSetUp(ctx: Ctx, projectId: number): Promise<repo.ProjectRow> {
  const row = await repo.lockById(ctx.db, projectId);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  const links = await currentLinks(ctx, projectId);
  const missing = projectSetupMissing({
    ...row,
    clientIds: links.clientIds,
    organizationIds: links.organizationIds,
    projectManagerIds: links.managerIds,
  });
  if (missing.length > 0) throw badRequest(SETUP_REQUIRED_HINT);
  return row;
}

/** After a task is created, updated or deleted (or a template loaded): the project's status follows its tasks. */
export async function followTasks(ctx: Ctx, projectId: number, created = false): Promise<ProjectStatus> {
  const row = await repo.findById(ctx.db, projectId);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  const tasks = await repo.taskStatuses(ctx.db, projectId);
  // Creating a task on a project that is not completed sets it in progress (spec 3 section 4).
  const next = created && row.status !== 'completed' ? 'in_progress' : projectStatusAfterTaskChange(row.status, tasks);
  if (next !== row.status) await repo.updateProject(ctx.db, projectId, { status: next });
  return next;
}

export function linkedProjects(ctx: Ctx, owner: { clientId: number } | { organizationId: number }) {
  return repo.projectsLinkedTo(ctx.db, owner).then(async (rows) => {
    const details = await detailsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toProjectView(r, extrasOf(details.get(r.id))));
  });
}
