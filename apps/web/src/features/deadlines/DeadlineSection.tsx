import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@app/ui';
import { useState, type ReactNode } from 'react';

export interface PageQuery<T> {
  /** `totalCapped`: counting stopped at `total` (shown as "1,000+"). */
  data?: { items: T[]; total: number; totalCapped?: boolean };
  isLoading: boolean;
  isError: boolean;
}

export interface DeadlineSectionProps<T, I> {
  title: string;
  color: string;
  /** The list's filters; a change starts again on page 1. */
  input: I;
  /** Fetches one page (server-side paging). */
  useList: (input: I & { limit: number; offset: number }) => PageQuery<T>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  errorTitle: string;
  note?: ReactNode;
  /** A fixed number of rows without paging (the latest completed payments). */
  fixedLimit?: number;
  pageSize?: number;
}

/** One of a deadline screen's groups (Overdue, Upcoming, Completed): a titled, paged table. */
export function DeadlineSection<T, I>(props: DeadlineSectionProps<T, I>) {
  return <PagedSection key={JSON.stringify(props.input)} {...props} />;
}

function PagedSection<T, I>({
  title,
  color,
  input,
  useList,
  columns,
  rowKey,
  emptyTitle,
  emptyDescription,
  errorTitle,
  note,
  fixedLimit,
  pageSize = 25,
}: DeadlineSectionProps<T, I>) {
  const [page, setPage] = useState(1);
  const limit = fixedLimit ?? pageSize;
  const query = useList({ ...input, limit, offset: fixedLimit ? 0 : (page - 1) * pageSize });
  const total = query.data?.total ?? 0;
  const capped = query.data?.totalCapped ?? false;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" c={color}>
            {title}
          </Title>
          <Badge color={color} variant="light">
            {capped ? `${total.toLocaleString('en-US')}+` : total}
          </Badge>
        </Group>
        {note && total > 0 && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        <DataTable
          columns={columns}
          rows={query.data?.items}
          rowKey={rowKey}
          loading={query.isLoading}
          error={query.isError}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
          errorTitle={errorTitle}
          minWidth={560}
          cardsOnPhone
          cardsLabel={title}
          paging={
            fixedLimit || total <= pageSize
              ? undefined
              : { page, pageSize, total, totalCapped: capped, onPageChange: setPage }
          }
        />
      </Stack>
    </Paper>
  );
}
