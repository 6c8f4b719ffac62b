import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { SETTINGS_SECTIONS } from './settings-sections';

/** /settings and /settings/<section>: one tab per entry of SETTINGS_SECTIONS. */
export default function SettingsPage() {
  // From the path, so the static /settings/security route (MFA enrolment) opens its tab too.
  const section = useLocation().pathname.split('/')[2];
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const sections = SETTINGS_SECTIONS.filter((s) => !s.adminOnly || user?.role === 'admin');
  const current = sections.find((s) => s.value === section);
  if (section && !current) return <Navigate to="/settings" replace />;
  const active = current ?? sections[0]!;
  return (
    <Stack>
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed">Your profile, preferences and notifications</Text>
      </div>
      <Tabs value={active.value} onChange={(v) => v && navigate(`/settings/${v}`)} keepMounted={false}>
        {/* The tabs wrap: a hidden sideways scroll cut "Project Templates" off at tablet widths. */}
        <Tabs.List>
          {sections.map((s) => (
            <Tabs.Tab key={s.value} value={s.value}>
              {s.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map((s) => (
          <Tabs.Panel key={s.value} value={s.value} pt="md">
            <s.component />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
