import { trpc } from '../../lib/trpc';

/** Refreshes what a task change alters: the project's tasks, the project, and the projects list (its progress). */
export function useTaskChanged(projectId: number) {
  const utils = trpc.useUtils();
  return () => {
    void utils.tasks.listForProject.invalidate({ id: projectId });
    void utils.projects.get.invalidate({ id: projectId });
    void utils.projects.list.invalidate();
  };
}
