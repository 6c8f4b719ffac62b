import { canActOnCalendarEvent, formatDisplayId, type CalendarEventView } from '@app/domain';
import { toast } from '@app/ui';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../../lib/format';
import { useCurrentUser } from '../auth/useCurrentUser';

const URGENCY_BADGE: Record<string, string> = { overdue: 'red', critical: 'orange', warning: 'yellow', normal: 'blue' };

/**
 * The event detail dialog: Complete (task, project, payroll) or Renew (insurance), shown only to a
 * user who may change the record behind the event (canActOnCalendarEvent).
 */
export function EventDialog({ event, onClose }: { event: CalendarEventView | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  // The changed event shows in the grids' day summaries as in the events.
  const refresh = () => void utils.calendars.invalidate();
  const complete = trpc.calendars.complete.useMutation();
  const renew = trpc.calendars.renew.useMutation();
  const { data: me } = useCurrentUser();
  if (!event) return null;
  const mayAct = canActOnCalendarEvent(me, event.entityType);
  const completed = event.status === 'completed';
  const noun = event.entityType === 'project' ? 'Project' : 'Task';

  const onComplete = () => {
    if (event.entityType !== 'task' && event.entityType !== 'project' && event.entityType !== 'payroll') return;
    complete.mutate(
      { entityType: event.entityType, entityId: event.entityId },
      {
        onSuccess: () => {
          toast.success(event.entityType === 'payroll' ? 'Payroll Completed' : `${noun} Completed`);
          refresh();
          onClose();
        },
        onError: () =>
          event.entityType === 'payroll'
            ? toast.error('Failed to complete the payroll. Please try again.')
            : toast.error('Error', 'Failed to complete the task/project. Please try again.'),
      },
    );
  };
  const onRenew = () => {
    if (event.entityType !== 'group-health' && event.entityType !== 'pc') return;
    renew.mutate(
      { entityType: event.entityType, entityId: event.entityId },
      {
        onSuccess: (r) => {
          toast.success('Insurance Renewed', `New renewal date: ${formatDate(r.renewalDate)}`);
          refresh();
          onClose();
        },
        onError: () => toast.error('Failed to renew the insurance policy. Please try again.'),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={event.title} centered>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={URGENCY_BADGE[event.urgency]} variant="light">
            {event.urgency}
          </Badge>
          {completed && <Badge color="gray">Completed</Badge>}
        </Group>
        <Text size="sm">
          <b>Date:</b> {formatDate(event.date)}
        </Text>
        {event.description && <Text size="sm">{event.description}</Text>}
        {event.organizationName && event.organizationId && (
          <Text size="sm">
            <b>Organization:</b>{' '}
            <Anchor component={Link} to={`/organizations/${formatDisplayId('organization', event.organizationId)}`}>
              {event.organizationName}
            </Anchor>
          </Text>
        )}
        {event.projectId && (
          <Anchor component={Link} to={`/projects/${event.projectId}`} size="sm">
            Open project
          </Anchor>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {!mayAct ? null : event.type === 'insurance' ? (
            <Button onClick={onRenew} loading={renew.isPending}>
              Renew
            </Button>
          ) : (
            !completed && (
              <Button onClick={onComplete} loading={complete.isPending}>
                Complete
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
