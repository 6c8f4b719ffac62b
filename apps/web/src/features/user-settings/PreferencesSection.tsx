import { DEFAULT_VIEWS, SESSION_TIMEOUTS, TIMEZONE_OPTIONS, type UserSettingsUpdate } from '@app/domain';
import { PageState, toast } from '@app/ui';
import { Card, Select, Stack, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/request-errors';

const VIEW_LABELS: Record<(typeof DEFAULT_VIEWS)[number], string> = {
  dashboard: 'Dashboard',
  clients: 'Clients',
  organizations: 'Organizations',
  projects: 'Projects',
};
const TIMEOUT_LABELS: Record<number, string> = {
  15: '15 minutes',
  30: '30 minutes',
  60: '1 hour',
  120: '2 hours',
  1440: '24 hours',
};

/** Saves one field per change (PUT /api/user-settings), as the spec's screen does. */
export function useSaveSetting() {
  const utils = trpc.useUtils();
  return trpc.userSettings.update.useMutation({
    onSuccess: (data) => {
      utils.userSettings.get.setData(undefined, data);
      void utils.users.mySettings.invalidate();
      toast.success('Settings updated');
    },
    onError: () => toast.error('Failed to update settings. Please try again.'),
  });
}

/** Settings > Preferences: time zone, where sign-in lands, session timeout. */
export function PreferencesSection() {
  const settings = trpc.userSettings.get.useQuery();
  const save = useSaveSetting();
  if (settings.isPending) return <PageState status="loading" />;
  if (settings.isError)
    return <PageState status="error" title="Failed to load settings" description={errorMessage(settings.error)} />;
  const s = settings.data;
  const put = (patch: UserSettingsUpdate) => save.mutate(patch);
  return (
    <Card withBorder padding="lg">
      <Stack maw={420}>
        <Title order={2} size="h4">
          Preferences
        </Title>
        <Select
          label="Timezone"
          description="Dates and times are shown in this time zone"
          data={TIMEZONE_OPTIONS.map((t) => ({ value: t.value, label: `${t.label} (${t.value})` }))}
          value={s.timezone}
          allowDeselect={false}
          onChange={(v) => v && put({ timezone: v as typeof s.timezone })}
        />
        <Select
          label="Default View"
          description="Where you land after signing in"
          data={DEFAULT_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
          value={s.defaultView}
          allowDeselect={false}
          onChange={(v) => v && put({ defaultView: v as typeof s.defaultView })}
        />
        <Select
          label="Session Timeout"
          description="You are signed out after this long without activity"
          data={SESSION_TIMEOUTS.map((m) => ({ value: String(m), label: TIMEOUT_LABELS[m] ?? `${m} minutes` }))}
          value={String(s.sessionTimeout)}
          allowDeselect={false}
          onChange={(v) => v && put({ sessionTimeout: Number(v) as typeof s.sessionTimeout })}
        />
      </Stack>
    </Card>
  );
}
