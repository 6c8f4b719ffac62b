import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';

interface ReferralSourcePickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The chosen partner's name when it is not among the loaded ones. */
  initialLabel?: string | null;
}

/** Searchable over the server (DECISIONS 6): 20 names at a time. */
export function ReferralSourcePicker({ value, onChange, initialLabel }: ReferralSourcePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    value !== null && initialLabel ? { value: String(value), label: initialLabel } : null,
  );
  const list = trpc.referralSources.list.useQuery({ search: debounced || undefined, limit: 20 });
  const data = (list.data ?? []).map((r) => ({ value: String(r.id), label: r.fullName ?? `#${r.id}` }));
  if (chosen && !data.some((d) => d.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      label="Referral Source"
      placeholder="Search referral partners"
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(v ? Number(v) : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={list.isPending ? 'Loading...' : 'No referral partners found'}
      filter={({ options }) => options}
    />
  );
}
