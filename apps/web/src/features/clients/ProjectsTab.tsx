import { ProjectsTable } from '../profile-records';

export function ProjectsTab({ clientId }: { clientId: number }) {
  return <ProjectsTable owner={{ clientId }} />;
}
