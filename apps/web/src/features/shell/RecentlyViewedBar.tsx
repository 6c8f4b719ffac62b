import { Button, Group, ScrollArea, Text } from '@mantine/core';
import { IconBuilding, IconHistory, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { readRecentProfiles, RECENT_PROFILES_EVENT, recentProfilePath, type RecentProfileEntry } from './recent-profiles';

interface RecentlyViewedBarProps {
  userId: number;
  /** The profile on screen, left out of the bar. */
  current?: { id: number | string; type: 'client' | 'organization' };
}

function useRecentProfiles(userId: number): RecentProfileEntry[] {
  const [list, setList] = useState(() => readRecentProfiles(userId));
  useEffect(() => {
    const reload = () => setList(readRecentProfiles(userId));
    reload();
    window.addEventListener(RECENT_PROFILES_EVENT, reload);
    window.addEventListener('storage', reload);
    return () => {
      window.removeEventListener(RECENT_PROFILES_EVENT, reload);
      window.removeEventListener('storage', reload);
    };
  }, [userId]);
  return list;
}

/** Shown at the top of client and organization pages. */
export function RecentlyViewedBar({ userId, current }: RecentlyViewedBarProps) {
  const entries = useRecentProfiles(userId).filter(
    (p) => !(current && p.type === current.type && String(p.id) === String(current.id)),
  );
  if (!entries.length) return null;
  return (
    <ScrollArea type="never" mb="md">
      <Group gap="xs" wrap="nowrap" component="nav" aria-label="Recently viewed">
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconHistory size={16} />
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            Recently viewed
          </Text>
        </Group>
        {entries.map((p) => {
          const path = recentProfilePath(p);
          const Icon = p.type === 'client' ? IconUser : IconBuilding;
          return (
            <Button
              key={`${p.type}-${p.id}`}
              component={Link}
              to={path}
              size="compact-sm"
              variant="light"
              leftSection={<Icon size={14} />}
            >
              {p.name || path.split('/').pop()}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
