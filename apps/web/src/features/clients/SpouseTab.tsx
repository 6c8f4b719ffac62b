import { formatPhone, formatSsn, RELATIONSHIP_TYPES, SpouseLinkCreate } from '@app/domain';
import { MaskedValue, PageState, toast } from '@app/ui';
import { Anchor, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../../lib/format';
import { EditOnly } from '../profile-records';

function AddSpouseForm({ clientId, onDone }: { clientId: number; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [spouseId, setSpouseId] = useState<string | null>(null);
  const [relationshipType, setRelationshipType] = useState<string | null>(null);
  const candidates = trpc.clients.spouseCandidates.useQuery(
    { id: clientId, search: term || undefined, limit: 20 },
    { placeholderData: keepPreviousData },
  );
  const link = trpc.clients.linkSpouse.useMutation({
    onSuccess: () => {
      toast.success('Spouse linked successfully');
      void utils.clients.spouses.invalidate({ id: clientId });
      void utils.clients.spouseCandidates.invalidate();
      onDone();
    },
    onError: (error) => toast.error('Failed to link spouse', errorMessage(error)),
  });

  function submit() {
    const parsed = SpouseLinkCreate.safeParse({
      spouseId: spouseId ?? undefined,
      relationshipType: relationshipType ?? undefined,
    });
    if (!parsed.success) {
      toast.error('Failed to link spouse', parsed.error.issues[0]?.message);
      return;
    }
    link.mutate({ id: clientId, ...parsed.data });
  }

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Client"
            placeholder="Search clients by name..."
            searchable
            data={(candidates.data ?? []).map((c) => ({
              value: String(c.id),
              label: c.email ? `${c.fullName} (${c.email})` : c.fullName,
            }))}
            value={spouseId}
            onChange={setSpouseId}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={candidates.isFetching ? 'Searching...' : 'No clients found'}
            style={{ minWidth: 220 }}
          />
          <Select
            label="Relationship Type"
            placeholder="Choose..."
            data={[...RELATIONSHIP_TYPES]}
            value={relationshipType}
            onChange={setRelationshipType}
            style={{ minWidth: 160 }}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button onClick={submit} loading={link.isPending} disabled={!spouseId || !relationshipType}>
            Link Spouse
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SpouseTab({ clientId }: { clientId: number }) {
  const utils = trpc.useUtils();
  const spouses = trpc.clients.spouses.useQuery({ id: clientId });
  const reveal = trpc.clients.reveal.useMutation();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const unlink = trpc.clients.unlinkSpouse.useMutation({
    onSuccess: () => {
      toast.success('Spouse unlinked successfully');
      setConfirming(null);
      void utils.clients.spouses.invalidate({ id: clientId });
      void utils.clients.spouseCandidates.invalidate();
    },
    onError: (error) => toast.error('Failed to unlink spouse', errorMessage(error)),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Spouse</Text>
        {!adding && (
          <EditOnly>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
              Add Spouse
            </Button>
          </EditOnly>
        )}
      </Group>
      {adding && <AddSpouseForm clientId={clientId} onDone={() => setAdding(false)} />}
      {spouses.isPending ? (
        <PageState status="loading" />
      ) : spouses.isError ? (
        <PageState status="error" title="Error loading spouses" description="Please try again later" />
      ) : spouses.data.length === 0 ? (
        <PageState status="empty" title="No spouse linked" description="Link a spouse from the existing clients" />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Spouse Name</Table.Th>
                <Table.Th>Date of Birth</Table.Th>
                <Table.Th>SSN</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Relationship</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {spouses.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/clients/${s.spouse.displayId}`}>
                      {s.spouse.fullName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDate(s.spouse.dob)}</Table.Td>
                  <Table.Td>
                    <MaskedValue
                      masked={s.spouse.ssn}
                      format={formatSsn}
                      empty="—"
                      onReveal={async () => (await reveal.mutateAsync({ id: s.spouseId, field: 'ssn' })).value ?? ''}
                    />
                  </Table.Td>
                  <Table.Td>{s.spouse.email ?? '—'}</Table.Td>
                  <Table.Td>{s.spouse.phone ? formatPhone(s.spouse.phone) : '—'}</Table.Td>
                  <Table.Td>{s.relationshipType}</Table.Td>
                  <Table.Td>
                    {confirming === s.spouseId ? (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          color="red"
                          loading={unlink.isPending}
                          onClick={() => unlink.mutate({ id: clientId, spouseId: s.spouseId })}
                        >
                          Confirm
                        </Button>
                        <Button size="compact-xs" variant="default" onClick={() => setConfirming(null)}>
                          Cancel
                        </Button>
                      </Group>
                    ) : (
                      <EditOnly>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setConfirming(s.spouseId)}
                        >
                          Delete
                        </Button>
                      </EditOnly>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
