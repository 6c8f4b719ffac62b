import { greeting, holidayOn } from '@app/domain';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../app/product';
import { formatClock, formatLongDate, zonedHour, zonedIsoDate } from '../../lib/format';
import { useCurrentUser } from '../auth/useCurrentUser';
import { displayName } from '../../lib/user';
import { useNow } from './useNow';
import { WelcomeIllustration } from './WelcomeIllustration';

export default function DashboardPage() {
  const { data: user } = useCurrentUser();
  const now = useNow(1000);
  const holiday = holidayOn(zonedIsoDate(now));

  return (
    <Stack>
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">Overview of your business management activities</Text>
      </div>
      {holiday && (
        <Alert color="orange" variant="light" icon={<IconConfetti size={20} />} title={`Happy ${holiday}!`}>
          Wishing you and the team a wonderful {holiday}.
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap="xs" style={{ flex: '1 1 260px' }}>
            <Title order={2} size="h3">
              {greeting(zonedHour(now))}, {user ? displayName(user) : ''}
            </Title>
            <Text>{formatLongDate(now)}</Text>
            <Text fz={32} fw={600} ff="monospace" aria-label="Current time">
              {formatClock(now)}
            </Text>
            <Text c="dimmed" mt="sm">
              Welcome to {PRODUCT_NAME}. Keep track of your clients, organizations, projects and every filing deadline
              from one place. Use the menu to get started.
            </Text>
          </Stack>
          <WelcomeIllustration />
        </Group>
      </Card>
    </Stack>
  );
}
