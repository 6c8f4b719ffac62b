import { PageState } from '@app/ui';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { CommandPaletteLauncher } from '../features/search/CommandPaletteLauncher';
import { Sidebar } from '../features/shell/Sidebar';
import { UserMenu } from '../features/shell/UserMenu';
import { setDisplayTimeZone, userTimeZone } from '../lib/format';
import { useRealtime } from '../lib/realtime-context';
import { trpc } from '../lib/trpc';
import { PRODUCT_NAME } from './product';
import classes from './Shell.module.css';

/** Sidebar and header around every signed-in page; visitors without a session get the bare page. */
export default function Shell() {
  const { data: user } = useCurrentUser();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const realtime = useRealtime();
  const userId = user?.id;
  const settings = trpc.userSettings.get.useQuery(undefined, { enabled: Boolean(user), staleTime: 60_000 });
  // Before the pages render: every date below shows in the user's zone (Settings > Preferences).
  setDisplayTimeZone(settings.data?.timezone ?? userTimeZone(user));

  useEffect(() => nav.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (userId === undefined) return;
    realtime.start(userId);
    return () => realtime.stop();
  }, [realtime, userId]);

  const page = (
    <Suspense fallback={<PageState status="loading" />}>
      <Outlet />
    </Suspense>
  );
  if (!user) return page;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={navOpened}
            />
            <Text fw={700} hiddenFrom="sm">
              {PRODUCT_NAME}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" className={classes.navbar} mod={{ collapsed: !navOpened }}>
        <Sidebar user={user} />
      </AppShell.Navbar>
      <AppShell.Main>{page}</AppShell.Main>
      <CommandPaletteLauncher />
    </AppShell>
  );
}
