import { formatDisplayId } from '@app/domain';
import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGlobalSearch } from './search-source';

export const SEARCH_DEBOUNCE_MS = 300;

export function SidebarSearch() {
  const navigate = useNavigate();
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { results, clients, organizations, subject } = useGlobalSearch(term);

  const clear = () => {
    setText('');
    combobox.closeDropdown();
  };

  const settled = term !== '' && term === text.trim() && !results.isFetching;
  const emptyText = !settled
    ? 'Searching...'
    : results.isError
      ? 'Search failed'
      : clients.length + organizations.length === 0
        ? `No ${subject.replace('&', 'or')} found`
        : null;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(path) => {
        clear();
        navigate(path);
      }}
    >
      <Combobox.Target>
        <TextInput
          aria-label={`Search ${subject}`}
          placeholder={`Search ${subject}...`}
          leftSection={<IconSearch size={16} />}
          rightSection={
            results.isFetching ? (
              <Loader size={14} />
            ) : text ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={clear} />
            ) : null
          }
          value={text}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setText(next);
            if (next.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onFocus={() => text.trim() && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {clients.length > 0 && (
            <Combobox.Group label="Clients">
              {clients.map((c) => (
                <Combobox.Option key={`c${c.id}`} value={`/clients/${formatDisplayId('client', c.id)}`}>
                  <Text size="sm">{c.fullName}</Text>
                  {c.email && (
                    <Text size="xs" c="dimmed">
                      {c.email}
                    </Text>
                  )}
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {organizations.length > 0 && (
            <Combobox.Group label="Organizations">
              {organizations.map((o) => (
                <Combobox.Option key={`o${o.id}`} value={`/organizations/${formatDisplayId('organization', o.id)}`}>
                  <Text size="sm">{o.businessDba}</Text>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {emptyText && <Combobox.Empty>{emptyText}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
