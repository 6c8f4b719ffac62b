import { PageState, toast } from '@app/ui';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/request-errors';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Settings > Security: the caller's active sessions and 'Sign out other sessions'. */
export function SessionsCard() {
  const utils = trpc.useUtils();
  const sessions = trpc.userSettings.sessions.useQuery();
  const signOut = trpc.userSettings.signOutOthers.useMutation({
    onSuccess: async () => {
      toast.success('Other sessions signed out');
      await utils.userSettings.sessions.invalidate();
    },
    onError: () => toast.error('Error', 'Something went wrong. Please try again.'),
  });
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Active Sessions
          </Title>
          <Button
            variant="default"
            color="red"
            onClick={() => signOut.mutate()}
            loading={signOut.isPending}
            disabled={(sessions.data?.length ?? 0) < 2}
          >
            Sign out other sessions
          </Button>
        </Group>
        {sessions.isPending ? (
          <PageState status="loading" />
        ) : sessions.isError ? (
          <PageState status="error" title="Failed to load sessions" description={errorMessage(sessions.error)} />
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Signed in</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{when(s.createdAt)}</Table.Td>
                  <Table.Td>{when(s.expiresAt)}</Table.Td>
                  <Table.Td>{s.current && <Badge variant="light">This session</Badge>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="xs" c="dimmed">
          Changing your password also signs out your other sessions.
        </Text>
      </Stack>
    </Card>
  );
}
