import { can, canOpenScreen, screenForPath, type PermissionUser } from '@app/domain';
import { ActionIcon, AppShell, Anchor, Group, NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../app/product';
import { isUnder, visibleNavItems } from './nav-items';
import { SidebarSearch } from './SidebarSearch';
import { useOpenSubmenus } from './useOpenSubmenus';

interface SidebarProps {
  /** The signed-in user: the menu shows the areas they may read. */
  user: PermissionUser;
}

export function Sidebar({ user }: SidebarProps) {
  const { pathname } = useLocation();
  const submenus = useOpenSubmenus(pathname);
  const items = visibleNavItems(user);
  const tasksScreen = screenForPath('/tasks');
  const canTasks = !!tasksScreen && canOpenScreen(user, tasksScreen);
  const canSearch = can(user, 'clients', 'read') || can(user, 'organizations', 'read');

  return (
    <>
      <AppShell.Section>
        <Group justify="space-between" wrap="nowrap" mb="sm">
          <Anchor component={Link} to="/dashboard" fw={700} fz="lg" underline="never" c="inherit">
            {PRODUCT_NAME}
          </Anchor>
          {canTasks && (
            <Tooltip label="Tasks" openDelay={700}>
              <ActionIcon component={Link} to="/tasks" variant="subtle" size="lg" aria-label="Tasks">
                <IconChecklist size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {canSearch && <SidebarSearch />}
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} mt="sm" mx="-md" px="md">
        <nav aria-label="Main">
          {items.map((item) => {
            const Icon = item.icon;
            const icon = <Icon size={18} stroke={1.6} />;
            if (!item.children) {
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={icon}
                  active={isUnder(pathname, item.to)}
                />
              );
            }
            return (
              <NavLink
                key={item.to}
                component="button"
                type="button"
                aria-expanded={submenus.isOpen(item.to)}
                label={item.label}
                leftSection={icon}
                opened={submenus.isOpen(item.to)}
                onChange={() => submenus.toggle(item.to)}
                active={isUnder(pathname, item.to)}
                variant="subtle"
              >
                {item.children.map((child) => (
                  <NavLink
                    key={child.to}
                    component={Link}
                    to={child.to}
                    label={child.label}
                    active={isUnder(pathname, child.to)}
                  />
                ))}
              </NavLink>
            );
          })}
        </nav>
      </AppShell.Section>
    </>
  );
}
