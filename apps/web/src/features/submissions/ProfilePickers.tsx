import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';

interface PickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
}

interface SearchSelectProps extends PickerProps {
  label: string;
  noun: string;
  search: string;
  onSearchChange: (search: string) => void;
  options: Array<{ value: string; label: string }>;
  fetching: boolean;
}

/** A select whose options the server searched (docs/decisions/6-scale.md: no 1,000-row pickers). */
function SearchSelect({ label, noun, value, onChange, search, onSearchChange, options, fetching }: SearchSelectProps) {
  return (
    <Select
      label={label}
      placeholder={`Search ${noun}...`}
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? 'Searching...' : `No ${noun} found`}
    />
  );
}

function useSearchTerm() {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  return { search, setSearch, term: term || undefined };
}

export function ClientPicker(props: PickerProps) {
  const { search, setSearch, term } = useSearchTerm();
  const clients = trpc.clients.list.useQuery(
    { search: term, limit: 20, sort: 'fullName' },
    { placeholderData: keepPreviousData },
  );
  const options = (clients.data?.items ?? []).map((c) => ({
    value: String(c.id),
    label: c.email ? `${c.fullName} (${c.email})` : c.fullName,
  }));
  return (
    <SearchSelect
      {...props}
      label="Client"
      noun="clients"
      search={search}
      onSearchChange={setSearch}
      options={options}
      fetching={clients.isFetching}
    />
  );
}

export function OrganizationPicker(props: PickerProps) {
  const { search, setSearch, term } = useSearchTerm();
  const organizations = trpc.organizations.list.useQuery(
    { search: term, limit: 20 },
    { placeholderData: keepPreviousData },
  );
  const options = (organizations.data?.items ?? []).map((o) => ({ value: String(o.id), label: o.businessDba }));
  return (
    <SearchSelect
      {...props}
      label="Organization"
      noun="organizations"
      search={search}
      onSearchChange={setSearch}
      options={options}
      fetching={organizations.isFetching}
    />
  );
}
