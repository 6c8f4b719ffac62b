import { trpc } from '../../lib/trpc';
import { ProjectsTable } from '../profile-records';
import { formatDate } from '../../lib/format';

export function ProjectsTab({ clientId }: { clientId: number }) {
  const projects = trpc.clients.projects.useQuery({ id: clientId });
  return (
    <ProjectsTable
      projects={projects.data}
      nameHeader="Project Name"
      formatDate={formatDate}
      loading={projects.isPending}
      error={projects.isError}
      errorTitle="Error loading projects"
      errorDescription="Please try again later"
      emptyTitle="No projects"
      emptyDescription="Projects linked to this client appear here"
      minWidth={520}
    />
  );
}
