import { sortByStatus } from '@app/domain';
import { DataTable, type DataTableColumn, type DataTableProps } from '@app/ui';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router-dom';

// The projects of a client or an organization: name linking to the project, status badge, start
// and due dates, in status order (in progress, not started, completed).

export const PROJECT_STATUS: Record<string, { label: string; color: string }> = {
  not_started: { label: 'Not Started', color: 'gray' },
  in_progress: { label: 'In Progress', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
};

export interface ProjectRow {
  id: number;
  name: string;
  status: string | null;
  startDate: string | null;
  dueDate: string | null;
}

export interface ProjectsTableProps<T extends ProjectRow>
  extends Pick<DataTableProps<T>, 'loading' | 'error' | 'errorTitle' | 'errorDescription' | 'emptyTitle' | 'emptyDescription' | 'minWidth'> {
  /** Unsorted; the table sorts them by status. */
  projects: readonly T[] | undefined;
  nameHeader: string;
  formatDate: (value: string | null) => string;
}

export function ProjectsTable<T extends ProjectRow>({ projects, nameHeader, formatDate, ...table }: ProjectsTableProps<T>) {
  const columns: DataTableColumn<T>[] = [
    {
      key: 'name',
      header: nameHeader,
      render: (p) => (
        <Anchor component={Link} to={`/projects/${p.id}`}>
          {p.name}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (p) => {
        const s = PROJECT_STATUS[p.status ?? ''] ?? { label: p.status ?? '—', color: 'gray' };
        return (
          <Badge variant="light" color={s.color}>
            {s.label}
          </Badge>
        );
      },
    },
    { key: 'start', header: 'Start Date', render: (p) => formatDate(p.startDate) },
    { key: 'due', header: 'Due Date', render: (p) => formatDate(p.dueDate) },
  ];
  return <DataTable columns={columns} rows={projects ? sortByStatus(projects) : undefined} rowKey={(p) => p.id} {...table} />;
}
