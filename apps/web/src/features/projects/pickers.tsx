import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { displayName } from '../../lib/user';
import { trpc } from '../../lib/trpc';

export interface Option {
  id: number;
  label: string;
}

interface PickerProps {
  label: string;
  value: Option[];
  onChange: (value: Option[]) => void;
  placeholder?: string;
}

const PICKER_LIMIT = 20;

/** A multi-select whose options come from the server as the user types (never a 1,000-row download). */
function ServerMultiSelect({
  label,
  value,
  onChange,
  placeholder,
  found,
  onSearch,
}: PickerProps & { found: Option[]; onSearch: (term: string) => void }) {
  const [search, setSearch] = useState('');
  const data = useMemo(() => {
    const all = new Map<number, Option>([...value, ...found].map((o) => [o.id, o]));
    return [...all.values()].map((o) => ({ value: String(o.id), label: o.label }));
  }, [value, found]);
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : (placeholder ?? 'Type to search')}
      searchable
      clearable
      data={data}
      value={value.map((o) => String(o.id))}
      searchValue={search}
      onSearchChange={(term) => {
        setSearch(term);
        onSearch(term);
      }}
      filter={({ options }) => options}
      nothingFoundMessage="No matches"
      onChange={(ids) =>
        onChange(
          ids.map((id) => data.find((d) => d.value === id)!).map((d) => ({ id: Number(d.value), label: d.label })),
        )
      }
    />
  );
}

function useTerm() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 250);
  return [debounced, setTerm] as const;
}

export function ClientPicker(props: PickerProps) {
  const [term, setTerm] = useTerm();
  const query = trpc.clients.list.useQuery(
    { search: term || undefined, limit: PICKER_LIMIT, sort: 'fullName', order: 'asc' },
    { placeholderData: keepPreviousData },
  );
  const found = (query.data?.items ?? []).map((c) => ({ id: c.id, label: c.fullName }));
  return <ServerMultiSelect {...props} found={found} onSearch={setTerm} />;
}

export function OrganizationPicker(props: PickerProps) {
  const [term, setTerm] = useTerm();
  const query = trpc.organizations.list.useQuery(
    { search: term || undefined, limit: PICKER_LIMIT },
    { placeholderData: keepPreviousData },
  );
  const found = (query.data?.items ?? []).map((o) => ({ id: o.id, label: o.businessDba }));
  return <ServerMultiSelect {...props} found={found} onSearch={setTerm} />;
}

/** Managers and assignees: the firm's user directory (a few dozen people), searched as typed. */
export function UserPicker(props: PickerProps) {
  const users = useUserOptions();
  const [term, setTerm] = useState('');
  const found = users.filter((u) => u.label.toLowerCase().includes(term.trim().toLowerCase())).slice(0, 50);
  return <ServerMultiSelect {...props} found={found} onSearch={setTerm} />;
}

export function useUserOptions(): Option[] {
  const directory = trpc.users.directory.useQuery(undefined, { staleTime: 60_000 });
  return useMemo(() => (directory.data ?? []).map((u) => ({ id: u.id, label: displayName(u) })), [directory.data]);
}
