import { toast } from '@app/ui';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../lib/api-types';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { displayName } from '../../lib/user';
import { useSoundEnabled } from '../notifications/sound-setting';

export function UserMenu({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [soundOn, setSoundOn] = useSoundEnabled();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      queryClient.clear();
      utils.auth.me.setData(undefined, null);
      navigate('/auth', { replace: true });
    },
    onError: (error) => toast.error('Logout failed', errorMessage(error)),
  });
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.profilePicture || null} alt={name} radius="xl" size="sm" color="indigo">
              {user.username.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">{name}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/security" leftSection={<IconShieldLock size={16} />}>
          Security
        </Menu.Item>
        <Menu.Item
          closeMenuOnClick={false}
          leftSection={soundOn ? <IconVolume size={16} /> : <IconVolumeOff size={16} />}
          onClick={() => setSoundOn(!soundOn)}
        >
          Notification sound: {soundOn ? 'On' : 'Off'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
