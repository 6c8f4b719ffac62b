import { Card, Table, Title } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';

/** Shown only when the client has submissions. */
export function SubmissionsTable({ clientId }: { clientId: number }) {
  const submissions = trpc.clients.submissions.useQuery({ id: clientId });
  if (!submissions.data?.length) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Submissions">
      <Title order={4} mb="sm">
        Submissions
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Form Type</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Submitted</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {submissions.data.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.type}</Table.Td>
                <Table.Td>{s.title}</Table.Td>
                <Table.Td>{s.category ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(s.submittedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
