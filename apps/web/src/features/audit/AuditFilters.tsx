import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { displayName } from '../../lib/user';
import { actionLabel, rangeError, recordTypeLabel, type AuditFilterValues, type FilterKey } from './audit-filters';

interface AuditFiltersProps {
  filters: AuditFilterValues;
  onChange: (changes: Partial<Record<FilterKey, string | number | null>>) => void;
}

/** User, record (type and id), action and a day range; the record id is typed, so it waits for a pause. */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const facets = trpc.audit.facets.useQuery();
  const users = trpc.users.directory.useQuery(undefined, { staleTime: 60_000 });
  const [recordId, setRecordId] = useState(filters.entityId ?? '');
  useEffect(() => setRecordId(filters.entityId ?? ''), [filters.entityId]);
  const commitRecordId = useDebouncedCallback((value: string) => onChange({ entityId: value.trim() || null }), 300);

  const userOptions = (users.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${displayName(u)} (@${u.username})`,
  }));
  // A filter from a link may name a value the lists do not hold (yet): it stays choosable.
  const withCurrent = (values: string[], current: string | undefined) =>
    current && !values.includes(current) ? [current, ...values] : values;
  const typeOptions = withCurrent(facets.data?.entityTypes ?? [], filters.entityType).map((v) => ({
    value: v,
    label: recordTypeLabel(v),
  }));
  const actionOptions = withCurrent(facets.data?.actions ?? [], filters.action).map((v) => ({
    value: v,
    label: actionLabel(v),
  }));

  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
      <Select
        label="User"
        placeholder="Any user"
        data={userOptions}
        value={filters.userId ? String(filters.userId) : null}
        onChange={(v) => onChange({ userId: v })}
        searchable
        clearable
        nothingFoundMessage="No users found"
      />
      <Select
        label="Record type"
        placeholder="Any record"
        data={typeOptions}
        value={filters.entityType ?? null}
        onChange={(v) => onChange({ entityType: v })}
        searchable
        clearable
      />
      <TextInput
        label="Record ID"
        placeholder="Any"
        value={recordId}
        onChange={(e) => {
          setRecordId(e.currentTarget.value);
          commitRecordId(e.currentTarget.value);
        }}
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={actionOptions}
        value={filters.action ?? null}
        onChange={(v) => onChange({ action: v })}
        searchable
        clearable
      />
      <TextInput
        label="From"
        type="date"
        value={filters.from ?? ''}
        onChange={(e) => onChange({ from: e.currentTarget.value || null })}
      />
      <TextInput
        label="To"
        type="date"
        value={filters.to ?? ''}
        onChange={(e) => onChange({ to: e.currentTarget.value || null })}
        error={rangeError(filters)}
      />
    </SimpleGrid>
  );
}
