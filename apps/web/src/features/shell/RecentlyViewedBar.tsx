import { can, type PermissionUser } from '@app/domain';
import { Button, Group, Menu, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconBuilding, IconChevronDown, IconHistory, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  readRecentProfiles,
  RECENT_PROFILES_EVENT,
  recentProfilePath,
  type RecentProfileEntry,
} from './recent-profiles';

interface RecentlyViewedBarProps {
  userId: number;
  /** The signed-in user: profiles of an area they may no longer read are left out. */
  user?: PermissionUser | null;
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

const AREA = { client: 'clients', organization: 'organizations' } as const;
const labelOf = (p: RecentProfileEntry, path: string) => p.name || path.split('/').pop()!;

/**
 * Shown at the top of client and organization pages. Desktop: a row of chips, long names cut
 * with the full name in a tooltip. Phones: one "Recently viewed" menu listing the full names.
 */
export function RecentlyViewedBar({ userId, user, current }: RecentlyViewedBarProps) {
  const entries = useRecentProfiles(userId).filter(
    (p) =>
      !(current && p.type === current.type && String(p.id) === String(current.id)) &&
      (user === undefined || can(user, AREA[p.type], 'read')),
  );
  if (!entries.length) return null;
  const items = entries.map((p) => {
    const path = recentProfilePath(p);
    return {
      key: `${p.type}-${p.id}`,
      path,
      label: labelOf(p, path),
      Icon: p.type === 'client' ? IconUser : IconBuilding,
    };
  });
  return (
    <>
      <ScrollArea type="never" mb="md" visibleFrom="sm">
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Recently viewed">
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconHistory size={16} />
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              Recently viewed
            </Text>
          </Group>
          {items.map(({ key, path, label, Icon }) => (
            <Tooltip key={key} label={label} openDelay={700} withinPortal>
              <Button
                component={Link}
                to={path}
                size="compact-sm"
                variant="light"
                leftSection={<Icon size={14} />}
                maw={220}
                styles={{ label: { overflow: 'hidden' } }}
              >
                {/* The label stays a centring flex box; the name inside it shrinks and ends in an ellipsis. */}
                <Text span inherit truncate="end" miw={0}>
                  {label}
                </Text>
              </Button>
            </Tooltip>
          ))}
        </Group>
      </ScrollArea>
      <Menu position="bottom-start" width="target" withinPortal>
        <Menu.Target>
          <Button
            hiddenFrom="sm"
            fullWidth
            mb="md"
            variant="light"
            justify="space-between"
            leftSection={<IconHistory size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            Recently viewed ({items.length})
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Recently viewed">
          <Menu.Label>Recently viewed</Menu.Label>
          {items.map(({ key, path, label, Icon }) => (
            <Menu.Item
              key={key}
              component={Link}
              to={path}
              leftSection={<Icon size={14} />}
              style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
