import { Badge, Card, Group, Text } from '@mantine/core';
import { trpc } from '../../../lib/trpc';
import { formatDate } from '../../../lib/format';

/**
 * The current pay period at the top of the Payroll tab, so a phone shows it without scrolling
 * past the records and the year's schedule. Nothing when no schedule has a current period.
 */
export function CurrentPayPeriod({ organizationId }: { organizationId: number }) {
  // The same query as the schedule's first year: one request serves both.
  const schedule = trpc.payrolls.schedule.useQuery({ organizationId, year: undefined });
  const current = schedule.data?.periods.find((p) => p.isCurrent);
  if (!current) return null;
  return (
    <Card withBorder padding="sm" bg="var(--mantine-color-blue-0)" data-testid="current-pay-period">
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" color="blue">
          Current
        </Badge>
        <Text size="sm" fw={600}>
          Pay period {formatDate(current.periodStart)} – {formatDate(current.periodEnd)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {current.processingDate ? `Processing ${formatDate(current.processingDate)} · ` : ''}Pay date{' '}
        {formatDate(current.payDate)}
      </Text>
    </Card>
  );
}
