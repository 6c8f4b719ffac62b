import { PageState } from '@app/ui';
import { Card, Stack, Switch, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { useSoundEnabled } from '../notifications/sound-setting';
import { CalendarFeedCard } from '../calendar-feed/CalendarFeedCard';
import { useSaveSetting } from './PreferencesSection';
import { PushSwitch } from '../notifications/PushSwitch';
import { errorMessage } from '../../lib/request-errors';

const SWITCHES = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive notifications by email' },
  { key: 'taskReminders', label: 'Task Reminders', description: 'Tasks assigned to you and tax and license deadlines' },
  { key: 'projectDeadlines', label: 'Project Deadlines', description: 'Projects you manage due within 7 days' },
  { key: 'payrollAlerts', label: 'Payroll Alerts', description: 'Payroll processing dates' },
  { key: 'insuranceRenewals', label: 'Insurance Renewals', description: 'Renewals 60 and 30 days ahead' },
] as const;

/** Settings > Notifications: the five switches the server honours, push, and the sound of spec 1. */
export function NotificationSettingsSection() {
  const settings = trpc.userSettings.get.useQuery();
  const save = useSaveSetting();
  const [sound, setSound] = useSoundEnabled();
  if (settings.isPending) return <PageState status="loading" />;
  if (settings.isError)
    return <PageState status="error" title="Failed to load settings" description={errorMessage(settings.error)} />;
  return (
    <Stack>
      <Card withBorder padding="lg">
        <Stack>
          <Title order={2} size="h4">
            Notifications
          </Title>
          {SWITCHES.map((s) => (
            <Switch
              key={s.key}
              label={s.label}
              description={s.description}
              checked={settings.data[s.key]}
              onChange={(e) => save.mutate({ [s.key]: e.currentTarget.checked })}
            />
          ))}
          <PushSwitch />
          <Switch
            label="Notification Sound"
            description="Play a sound when a new notification arrives"
            checked={sound}
            onChange={(e) => setSound(e.currentTarget.checked)}
          />
        </Stack>
      </Card>
      <CalendarFeedCard />
    </Stack>
  );
}
