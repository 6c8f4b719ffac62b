import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';

interface ReferralSourcePickerProps {
  value: number | null;
  /** The current partner's name, shown before any search (it may not be among the 20 loaded). */
  currentName?: string | null;
  onChange: (id: number | null) => void;
  label?: string;
}

/**
 * The one referral-partner picker (clients and organizations): the server searches, 20 names at a
 * time (docs/decisions/6-scale.md: no 1000-row lists); the chosen partner stays shown while another search runs.
 */
export function ReferralSourcePicker({
  value,
  currentName = null,
  onChange,
  label = 'Referral Partner',
}: ReferralSourcePickerProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    value !== null && currentName ? { value: String(value), label: currentName } : null,
  );
  const partners = trpc.referralSources.list.useQuery(
    { search: term || undefined, limit: 20 },
    { placeholderData: keepPreviousData },
  );
  const options = (partners.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName ?? `#${p.id}` }));
  if (value !== null && chosen?.value === String(value) && !options.some((o) => o.value === chosen.value))
    options.unshift(chosen);
  return (
    <Select
      label={label}
      placeholder="Search referral partners..."
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(v ? Number(v) : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={partners.isFetching ? 'Searching...' : 'No referral partners found'}
    />
  );
}
