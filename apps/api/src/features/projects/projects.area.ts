import type { Rest } from '../../rest/route';
import { calendarsRest } from '../calendars/calendars.rest';
import { calendarsRouter } from '../calendars/calendars.router';
import { personalTasksRest } from '../personal-tasks/personal-tasks.rest';
import { personalTasksRouter } from '../personal-tasks/personal-tasks.router';
import { projectTemplatesRest } from '../project-templates/project-templates.rest';
import { projectTemplatesRouter } from '../project-templates/project-templates.router';
import { tasksRest } from '../tasks/tasks.rest';
import { tasksRouter } from '../tasks/tasks.router';
import { projectsRest } from './projects.rest';
import { projectsRouter } from './projects.router';

// Projects, tasks, templates, the to-do list and the calendars (spec 3 sections 2 to 9): one entry
// each in rest/areas.ts and trpc/router.ts. Tasks' static paths go before /api/projects/:id.
export const projectAreaRest: Array<(rest: Rest) => void> = [tasksRest, projectsRest, projectTemplatesRest, personalTasksRest, calendarsRest];

export const projectAreaRouters = {
  projects: projectsRouter,
  tasks: tasksRouter,
  projectTemplates: projectTemplatesRouter,
  personalTasks: personalTasksRouter,
  calendars: calendarsRouter,
};
