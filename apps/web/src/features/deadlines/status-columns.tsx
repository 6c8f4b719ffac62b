import { Button } from '@mantine/core';
import type { DataTableColumn } from '@app/ui';

/** A deadline row with a pending/completed status (business license renewals, estimated tax payments). */
interface StatusRow {
  id: number;
  status: string;
  daysOverdue: number;
  daysRemaining: number;
}

/** Completed, or how many days overdue or remaining. */
export function daysColumn<T extends StatusRow>(): DataTableColumn<T> {
  return {
    key: 'days',
    header: 'Days',
    render: (r) =>
      r.status === 'completed'
        ? 'Completed'
        : r.daysOverdue > 0
          ? `${r.daysOverdue} days overdue`
          : `${r.daysRemaining} days remaining`,
  };
}

interface StatusUpdate {
  isPending: boolean;
  variables?: { id: number | string };
  mutate: (input: { id: number; status: 'pending' | 'completed' }) => void;
}

/** Complete, or Mark As Pending once completed. */
export function completeColumn<T extends StatusRow>(update: StatusUpdate): DataTableColumn<T> {
  return {
    key: 'action',
    header: 'Actions',
    render: (r) => (
      <Button
        size="xs"
        variant={r.status === 'completed' ? 'default' : 'filled'}
        loading={update.isPending && update.variables?.id === r.id}
        onClick={() => update.mutate({ id: r.id, status: r.status === 'completed' ? 'pending' : 'completed' })}
      >
        {r.status === 'completed' ? 'Mark As Pending' : 'Complete'}
      </Button>
    ),
  };
}
