import { z } from 'zod';
import { ProjectRecord, ProjectTaskRecord, ProjectTemplateRecord, TaskRecord } from './work-records.answers.js';

/** GET /api/projects */
export const GetProjectsAnswer = z.array(ProjectRecord);

/** GET /api/projects/task-counts */
export const GetProjectsTaskCountsAnswer = z.array(
  z.object({
    projectId: z.number(),
    totalTasks: z.number(),
    completedTasks: z.number(),
  }),
);

/** GET /api/projects/:id */
export const GetProjectsByIdAnswer = ProjectRecord;

/** POST /api/projects */
export const PostProjectsAnswer = GetProjectsByIdAnswer;

/** PATCH /api/projects/:id */
export const PatchProjectsByIdAnswer = ProjectRecord.extend({
  statusAdjusted: z
    .object({
      title: z.string(),
      message: z.string(),
    })
    .nullable(),
});

/** POST /api/projects/:id/complete */
export const PostProjectsByIdCompleteAnswer = PatchProjectsByIdAnswer;

/** DELETE /api/projects/:id */
export const DeleteProjectsByIdAnswer = z.object({
  ok: z.boolean(),
});

/** GET /api/projects/all-tasks */
export const GetProjectsAllTasksAnswer = z.array(ProjectTaskRecord);

/** GET /api/projects/:id/tasks */
export const GetProjectsByIdTasksAnswer = GetProjectsAllTasksAnswer;

/** POST /api/projects/:id/tasks */
export const PostProjectsByIdTasksAnswer = TaskRecord;

/** POST /api/projects/:id/save-as-template */
export const PostProjectsByIdSaveAsTemplateAnswer = ProjectTemplateRecord;

/** POST /api/projects/:id/apply-template */
export const PostProjectsByIdApplyTemplateAnswer = z.object({
  added: z.number(),
  tasks: z.array(ProjectTaskRecord),
  projectStatus: z.string(),
});
