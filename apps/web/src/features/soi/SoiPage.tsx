import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { PageState, toast } from '@app/ui';
import {
  CalendarLegend,
  CalendarView,
  visibleRange,
  type CalendarEvent,
  type CalendarViewMode,
} from '@app/ui/calendar';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/api-types';
import { today as firmToday } from '../../lib/today';
import { trpc } from '../../lib/trpc';
import { csvHref, formatUsDate } from '../deadlines/csv-link';
import { ExportCsvButton } from '../deadlines/ExportCsvButton';
import { TaxPageHeader } from '../deadlines/TaxPageHeader';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';

type SoiEvent = RouterOutputs['soi']['events']['items'][number];
const COLORS = { reminder: '#228be6', due: '#fd7e14', completed: '#868e96' };
const LEGEND = [
  { color: COLORS.reminder, label: 'SOI reminders (30 days before the due date)' },
  { color: COLORS.due, label: 'SOI due dates' },
  { color: COLORS.completed, label: 'Completed' },
];

/** Statement of Information calendar (spec 4 section 2.4): completion saved on the server (docs/decisions/2-data.md). */
export default function SoiPage() {
  const today = firmToday();
  const [view, setView] = useState<CalendarViewMode>('month');
  const [date, setDate] = useState(today);
  const [kind, setKind] = useState<'reminder' | 'due'>('due');
  const [open, setOpen] = useState<SoiEvent | null>(null);
  const range = visibleRange(view, date);
  const events = trpc.soi.events.useQuery({ from: range.start, to: range.end, kind, limit: 5000 });
  const utils = trpc.useUtils();
  const update = trpc.soi.setCompleted.useMutation({
    onSuccess: (event) => {
      toast.success(
        event.completed ? 'Event marked as complete' : 'Event marked as incomplete',
        `${event.organizationName} (${event.kind === 'due' ? 'due date' : 'reminder'} ${formatUsDate(event.date)})`,
      );
      setOpen(null);
      void utils.soi.events.invalidate();
    },
    onError: () => toast.error('Failed to update the SOI event'),
  });
  const calendarEvents: CalendarEvent<SoiEvent>[] = (events.data?.items ?? []).map((e) => ({
    id: String(e.id),
    title: `${e.organizationName} ${e.kind === 'due' ? 'SOI due' : 'SOI reminder'}`,
    date: e.date,
    color: e.completed ? COLORS.completed : COLORS[e.kind],
    completed: e.completed,
    data: e,
  }));
  if (isRefusal(events.error)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <TaxPageHeader
        title="Statement of Information"
        actions={<ExportCsvButton href={csvHref('/api/soi-events/all', { from: range.start, to: range.end, kind })} />}
      />
      <CalendarLegend items={LEGEND} />
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as 'reminder' | 'due')}
        data={[
          { value: 'reminder', label: 'Reminders' },
          { value: 'due', label: 'Due Dates' },
        ]}
        w="fit-content"
      />
      {events.isLoading ? (
        <PageState status="loading" title="Loading SOI information..." />
      ) : events.isError ? (
        <PageState status="error" title="Failed to load SOI information" />
      ) : (
        <CalendarView
          view={view}
          date={date}
          today={today}
          onNavigate={(v, d) => {
            setView(v);
            setDate(d);
          }}
          events={calendarEvents}
          onEventClick={(e) => setOpen((e.data as SoiEvent) ?? null)}
        />
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Statement of Information">
        {open && (
          <Stack gap="xs">
            <Text>
              <b>Organization:</b> {open.organizationName}
            </Text>
            <Text>
              <b>Entity Type:</b> {open.entityTypeLabel}
            </Text>
            <Text>
              <b>Tax Year:</b> {open.taxYear}
            </Text>
            <Text>
              <b>Date:</b> {formatUsDate(open.date)}
            </Text>
            <Text>
              <b>Type:</b> {open.kind === 'due' ? 'Due Date' : 'Reminder'}
            </Text>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setOpen(null)}>
                Cancel
              </Button>
              <Button
                loading={update.isPending}
                onClick={() => update.mutate({ id: open.id, completed: !open.completed })}
              >
                {open.completed ? 'Mark as Incomplete' : 'Mark as Complete'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
