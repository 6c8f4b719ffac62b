import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';

interface ReferralSourcePickerProps {
  value: number | null;
  /** The current partner's name, shown before any search. */
  currentName: string | null;
  onChange: (id: number | null) => void;
  label?: string;
}

/** A searchable referral-partner picker; the server searches (DECISIONS 6: no 1000-row lists). */
export function ReferralSourcePicker({ value, currentName, onChange, label = 'Referral Partner' }: ReferralSourcePickerProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const partners = trpc.referralSources.list.useQuery({ search: term || undefined, limit: 20 }, { placeholderData: keepPreviousData });
  const options = (partners.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }));
  if (value !== null && currentName && !options.some((o) => o.value === String(value))) options.unshift({ value: String(value), label: currentName });
  return (
    <Select
      label={label}
      placeholder="Search referral partners..."
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={partners.isFetching ? 'Searching...' : 'No referral partners found'}
    />
  );
}
