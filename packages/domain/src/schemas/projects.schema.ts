import { z } from 'zod';
import { PROJECT_RECURRENCES, PROJECT_STATUSES, type ProjectStatus } from '../projects';
import { id, idList, optionalDate, optionalId, optionalText } from './common';

export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  not_started: 'Not Yet Started',
  in_progress: 'In Progress',
  completed: 'Complete',
};
export const PROJECT_SORT_FIELDS = ['name', 'dueDate', 'startDate', 'createdAt', 'status'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const PROJECT_PAGE_SIZES = [25, 50, 100] as const;
export const PROJECT_TABS = ['open', 'completed'] as const;
export const PROJECT_NAME_REQUIRED = 'Please enter a project name';
export const TEMPLATE_NAME_REQUIRED = 'Please enter a template name';

const name = z
  .string({ error: PROJECT_NAME_REQUIRED })
  .trim()
  .min(1, PROJECT_NAME_REQUIRED)
  .max(200, 'Must be at most 200 characters');
const status = z.enum(PROJECT_STATUSES, { error: 'Status must be not_started, in_progress or completed' });

/** Projects keep lists of clients, organizations and managers; the single ids are accepted too. */
const projectFields = {
  name,
  status,
  startDate: optionalDate('Start date must be a valid date (YYYY-MM-DD)'),
  dueDate: optionalDate('Due date must be a valid date (YYYY-MM-DD)'),
  clientId: optionalId('Invalid client'),
  organizationId: optionalId('Invalid organization'),
  clientIds: idList('Invalid client'),
  organizationIds: idList('Invalid organization'),
  project_manager_ids: idList('Invalid project manager'),
  projectManagerId: optionalId('Invalid project manager'),
  description: optionalText(5000),
  /** Beyond the spec: repeat monthly, quarterly or yearly (null: a one-off project). */
  recurrence: z.enum(PROJECT_RECURRENCES, { error: 'Recurrence must be monthly, quarterly or yearly' }).nullish(),
};

export const ProjectCreate = z.object({
  ...z.object(projectFields).partial().shape,
  name,
  status: status.default('not_started'),
});
export type ProjectCreate = z.output<typeof ProjectCreate>;
export type ProjectCreateInput = z.input<typeof ProjectCreate>;

export const ProjectUpdate = z.object(projectFields).partial();
export type ProjectUpdate = z.output<typeof ProjectUpdate>;
export type ProjectUpdateInput = z.input<typeof ProjectUpdate>;

export const ProjectListQuery = z.object({
  /** The Open or Completed tab; without it (the spec's bare GET /api/projects) every project. */
  tab: z.enum([...PROJECT_TABS, 'all'], { error: 'Tab must be open, completed or all' }).default('all'),
  sort: z.enum(PROJECT_SORT_FIELDS).default('dueDate'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
  mine: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).default(false),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PROJECT_PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 25, 50 or 100')
    .default(25),
  search: z.string().trim().max(200).optional(),
  /** Keyset paging: the `cursor` of the previous page's last row (then `page` only labels the page). */
  cursor: z.string().max(400).optional(),
});
export type ProjectListQuery = z.output<typeof ProjectListQuery>;

export const ApplyTemplate = z.object({ templateId: id('Please select a template') });
export type ApplyTemplate = z.output<typeof ApplyTemplate>;

export const SaveAsTemplate = z.object({
  name: z
    .string({ error: TEMPLATE_NAME_REQUIRED })
    .trim()
    .min(1, TEMPLATE_NAME_REQUIRED)
    .max(200, 'Must be at most 200 characters'),
  description: optionalText(5000),
});
export type SaveAsTemplate = z.output<typeof SaveAsTemplate>;

export const ProjectIdInput = z.object({ id: id('Invalid project') });
export type ProjectIdInput = z.output<typeof ProjectIdInput>;

/** Pickers: a server-side search over names, at most `limit` answers. */
export const PickerQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type PickerQuery = z.output<typeof PickerQuery>;

/** GET /api/projects/task-counts: optionally only these projects (`ids=1,2,3`). */
export const TaskCountsQuery = z.object({
  ids: z
    .preprocess(
      (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
      z.array(id('Invalid project')).max(500, 'At most 500 ids'),
    )
    .optional(),
});
export type TaskCountsQuery = z.output<typeof TaskCountsQuery>;
