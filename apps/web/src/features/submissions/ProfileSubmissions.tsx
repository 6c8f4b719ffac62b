import { DataTable, type DataTableColumn } from '@app/ui';
import { Badge, Button, Card, Title } from '@mantine/core';
import { useState } from 'react';
import type { SubmissionType } from '@app/domain';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { SubmissionDetailDialog } from './SubmissionDetailDialog';
import { TYPE_COLORS, typeLabel } from './submission-labels';

interface Row {
  id: number;
  type: SubmissionType;
  title: string;
  category: string | null;
  submittedAt: string;
}

/**
 * The Submissions table of a client or organization profile (specs 1 and 2): shown only when
 * something is linked; each row opens the same detail dialog as the submissions screen.
 */
export function ProfileSubmissions({ owner, id }: { owner: 'client' | 'organization'; id: number }) {
  const [opened, setOpened] = useState<Row | null>(null);
  const ofClient = trpc.clients.submissions.useQuery({ id }, { enabled: owner === 'client' });
  const ofOrganization = trpc.organizations.submissions.useQuery({ id }, { enabled: owner === 'organization' });
  const rows = (owner === 'client' ? ofClient.data : ofOrganization.data) as Row[] | undefined;
  if (!rows?.length) return null;
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'type',
      header: 'Form Type',
      render: (s) => (
        <Badge color={TYPE_COLORS[s.type]} variant="light">
          {typeLabel(s.type)}
        </Badge>
      ),
    },
    {
      key: 'title',
      header: 'Title',
      render: (s) => (
        <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpened(s)}>
          {s.title}
        </Button>
      ),
    },
    { key: 'category', header: 'Category', render: (s) => s.category || '—' },
    { key: 'submittedAt', header: 'Submitted', render: (s) => formatDateTime(s.submittedAt) },
  ];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Submissions">
      <Title order={3} size="h4" mb="sm">
        Submissions
      </Title>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(s) => `${s.type}-${s.id}`}
        emptyTitle="No submissions"
        minWidth={480}
      />
      {opened && (
        <SubmissionDetailDialog submission={{ type: opened.type, id: opened.id }} onClose={() => setOpened(null)} />
      )}
    </Card>
  );
}
