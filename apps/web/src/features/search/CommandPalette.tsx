import '@mantine/spotlight/styles.css';
import { formatDisplayId, openScreens } from '@app/domain';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconArrowRight, IconBuilding, IconSearch, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useGlobalSearch } from '../shell/search-source';

export const PALETTE_SHORTCUT = ['mod + K'];

/**
 * The Ctrl/Cmd+K command palette: the screens the user may open (SCREENS of @app/domain, as the
 * sidebar) whose name matches, and the same search as the sidebar (clients and organizations,
 * 5 each, by display id). Loaded on the first shortcut press, with its own stylesheet.
 */
export default function CommandPalette({ openOnMount = true }: { openOnMount?: boolean }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query.trim(), 300);
  const search = useGlobalSearch(term);
  const { results, clients, organizations } = search;
  // A user who may search no records still finds the pages they may open.
  const subject = search.searchable ? search.subject : 'pages';
  const { data: me } = useCurrentUser();
  const needle = query.trim().toLowerCase();
  const pages = needle
    ? openScreens(me).filter((s) => `${s.section ?? ''} ${s.label}`.toLowerCase().includes(needle))
    : [];

  useEffect(() => {
    if (openOnMount) spotlight.open();
  }, [openOnMount]);

  const settled = term !== '' && term === query.trim() && !results.isFetching;
  const go = (path: string) => {
    spotlight.close();
    navigate(path);
  };

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={PALETTE_SHORTCUT}
      tagsToIgnore={[]}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        placeholder={`Search ${subject}...`}
        aria-label="Command palette search"
        leftSection={<IconSearch size={18} stroke={1.5} />}
        rightSection={results.isFetching ? <Loader size={14} /> : null}
      />
      <Spotlight.ActionsList>
        {pages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages">
            {pages.map((p) => (
              <Spotlight.Action
                key={p.path}
                label={p.label}
                description={p.section}
                leftSection={<IconArrowRight size={18} stroke={1.5} />}
                onClick={() => go(p.path)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {clients.length > 0 && (
          <Spotlight.ActionsGroup label="Clients">
            {clients.map((c) => (
              <Spotlight.Action
                key={`c${c.id}`}
                label={c.fullName}
                description={c.email ?? undefined}
                leftSection={<IconUser size={18} stroke={1.5} />}
                onClick={() => go(`/clients/${formatDisplayId('client', c.id)}`)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {organizations.length > 0 && (
          <Spotlight.ActionsGroup label="Organizations">
            {organizations.map((o) => (
              <Spotlight.Action
                key={`o${o.id}`}
                label={o.businessDba}
                leftSection={<IconBuilding size={18} stroke={1.5} />}
                onClick={() => go(`/organizations/${formatDisplayId('organization', o.id)}`)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {term === '' ? (
          <Spotlight.Empty>
            <Text size="sm" c="dimmed">
              Type to search {subject}
            </Text>
          </Spotlight.Empty>
        ) : !settled && pages.length === 0 ? (
          <Spotlight.Empty>Searching...</Spotlight.Empty>
        ) : results.isError ? (
          <Spotlight.Empty>Search failed</Spotlight.Empty>
        ) : clients.length + organizations.length + pages.length === 0 ? (
          <Spotlight.Empty>No {subject.replace('&', 'or')} found</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
