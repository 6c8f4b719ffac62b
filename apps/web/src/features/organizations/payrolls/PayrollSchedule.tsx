import { PageState } from '@app/ui';
import { Badge, Card, Group, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { formatDate } from '../../../lib/format';

/** The pay periods of the chosen year (previous, current or next); the current period highlighted and scrolled into view. */
export function PayrollSchedule({ organizationId }: { organizationId: number }) {
  const [year, setYear] = useState<number | undefined>(undefined);
  const schedule = trpc.payrolls.schedule.useQuery({ organizationId, year });
  const currentRow = useRef<HTMLTableRowElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const periods = schedule.data?.periods;

  useEffect(() => {
    const row = currentRow.current;
    const box = container.current;
    if (!row || !box) return;
    // Scroll the table box only (not the page) so the current period shows.
    box.scrollTop = row.offsetTop - box.clientHeight / 2 + row.clientHeight / 2;
  }, [periods]);

  const years = schedule.data?.years ?? [];
  const shownYear = schedule.data?.year;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          Payroll Schedule
        </Title>
        {years.length > 0 && (
          <SegmentedControl
            aria-label="Schedule year"
            size="xs"
            data={years.map(String)}
            value={String(shownYear)}
            onChange={(v) => setYear(Number(v))}
          />
        )}
      </Group>
      {schedule.isPending ? (
        <PageState status="loading" />
      ) : schedule.isError ? (
        <PageState status="error" title="Error loading the payroll schedule" />
      ) : !periods?.length ? (
        <Text size="sm" c="dimmed">
          No schedule: add a weekly, bi-weekly, semi-monthly or monthly payroll with a pay period start date.
        </Text>
      ) : (
        <div
          ref={container}
          style={{ maxHeight: 380, overflow: 'auto', position: 'relative' }}
          data-testid="payroll-schedule"
        >
          <Table striped={false} stickyHeader verticalSpacing={6} miw={340}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th>Processing</Table.Th>
                <Table.Th>Pay Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.map((p, i) => (
                <Table.Tr
                  key={`${p.periodStart}-${i}`}
                  ref={p.isCurrent ? currentRow : undefined}
                  data-current={p.isCurrent || undefined}
                  aria-current={p.isCurrent ? 'date' : undefined}
                  bg={p.isCurrent ? 'var(--mantine-color-blue-1)' : undefined}
                  fw={p.isCurrent ? 600 : undefined}
                >
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {formatDate(p.periodStart)} – {formatDate(p.periodEnd)}
                      {p.isCurrent && (
                        <Badge size="xs" color="blue" style={{ flexShrink: 0 }}>
                          Current
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDate(p.processingDate)}</Table.Td>
                  <Table.Td>{formatDate(p.payDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Card>
  );
}
