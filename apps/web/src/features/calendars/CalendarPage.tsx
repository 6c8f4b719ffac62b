import type { CalendarEventView, CalendarKind, InsuranceMode, IsoDate } from '@app/domain';
import {
  CalendarLegend,
  CalendarView,
  URGENCY_LEGEND,
  visibleRange,
  type CalendarEvent,
  type CalendarViewMode,
} from '@app/ui/calendar';
import { Alert, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { today } from '../../lib/today';
import { EventDialog } from './EventDialog';
import { isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';
import { useCalendarEvents } from './useCalendarEvents';

const TITLES: Record<CalendarKind, string> = {
  tasks: 'Tasks Due Date Calendar',
  payroll: 'Payroll Run Dates Calendar',
  insurance: 'Insurance Reminder/Renewal Calendar',
};

/** Below 48em a month or week cell cuts its chips to a few letters: phones open the list, which reads whole titles. */
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 48em)').matches;

/** One of the three calendars: the visible range's days or events (useCalendarEvents) and the event dialog. */
export function CalendarPage({ kind }: { kind: CalendarKind }) {
  const [state, setState] = useState<{ view: CalendarViewMode; date: string }>(() => ({
    view: isPhone() ? 'list' : 'month',
    date: today(),
  }));
  const [mode, setMode] = useState<InsuranceMode>('renewals');
  const [selected, setSelected] = useState<CalendarEventView | null>(null);
  const [openDay, setOpenDay] = useState<IsoDate | null>(null);
  const range = visibleRange(state.view, state.date);
  const calendar = useCalendarEvents(kind, state.view, range, mode, openDay);
  const onNavigate = useCallback((view: CalendarViewMode, date: string) => setState({ view, date }), []);
  const onEventClick = useCallback(
    (e: CalendarEvent) => setSelected((e.data as CalendarEventView | undefined) ?? null),
    [],
  );
  if (calendar.refused.some(isRefusal)) return <AccessDeniedPage />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{TITLES[kind]}</Title>
        {kind === 'insurance' && (
          <SegmentedControl
            aria-label="Insurance mode"
            value={mode}
            onChange={(v) => setMode(v as InsuranceMode)}
            data={[
              { value: 'reminders', label: 'Reminders' },
              { value: 'renewals', label: 'Renewals' },
            ]}
          />
        )}
      </Group>
      {calendar.isError && <Alert color="red">Failed to load events. Please try again.</Alert>}
      <CalendarView
        view={state.view}
        date={state.date}
        today={today()}
        onNavigate={onNavigate}
        days={calendar.days}
        events={calendar.events}
        onMoreOpen={setOpenDay}
        more={calendar.more}
        listPaging={calendar.listPaging}
        onEventClick={onEventClick}
        legend={
          <Group gap="md">
            <CalendarLegend items={URGENCY_LEGEND} />
            {calendar.isFetching && <Loader size="xs" aria-label="Loading events" />}
          </Group>
        }
      />
      <EventDialog event={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

export const TasksDueCalendarPage = () => <CalendarPage kind="tasks" />;
export const PayrollCalendarPage = () => <CalendarPage kind="payroll" />;
export const InsuranceCalendarPage = () => <CalendarPage kind="insurance" />;
