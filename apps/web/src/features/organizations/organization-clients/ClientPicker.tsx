import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';

/** The client to link: a search over the clients not yet linked to the organization. */
export function ClientPicker({
  organizationId,
  value,
  onChange,
}: {
  organizationId: number;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const candidates = trpc.organizationClients.candidates.useQuery({
    id: organizationId,
    search: debounced || undefined,
    limit: 20,
  });
  const data = (candidates.data ?? []).map((c: { id: number; fullName: string | null; email?: string | null }) => ({
    value: String(c.id),
    label: c.email ? `${c.fullName ?? `#${c.id}`} (${c.email})` : (c.fullName ?? `#${c.id}`),
  }));
  if (chosen && !data.some((d) => d.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      label="Client"
      placeholder="Search clients by name, email or phone"
      required
      searchable
      data={data}
      value={value}
      onChange={(v, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(v);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={candidates.isPending ? 'Loading...' : 'No clients found'}
    />
  );
}
