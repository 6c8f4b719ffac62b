import { DataTable, type DataTableColumn } from '@app/ui';
import { Card, Title } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import type { OrganizationSubmission } from './types';

const columns: DataTableColumn<OrganizationSubmission>[] = [
  { key: 'type', header: 'Form Type', render: (s) => s.type },
  { key: 'title', header: 'Title', render: (s) => s.title },
  { key: 'category', header: 'Category', render: (s) => s.category || '—' },
  { key: 'submittedAt', header: 'Submitted', render: (s) => formatDateTime(s.submittedAt) },
];

/** Shown only when the organization has submissions. */
export function SubmissionsCard({ organizationId }: { organizationId: number }) {
  const submissions = trpc.organizations.submissions.useQuery({ id: organizationId });
  if (!submissions.data?.length) return null;
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        Submissions
      </Title>
      <DataTable columns={columns} rows={submissions.data} rowKey={(s) => `${s.type}-${s.id}`} emptyTitle="No submissions" minWidth={480} />
    </Card>
  );
}
