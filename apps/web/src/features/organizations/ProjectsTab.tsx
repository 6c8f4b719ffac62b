import { ProjectsTable } from '../profile-records';

export default function ProjectsTab({ organizationId }: { organizationId: number }) {
  return <ProjectsTable owner={{ organizationId }} />;
}
