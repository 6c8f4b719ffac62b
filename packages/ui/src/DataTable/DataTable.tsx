import {
  Box,
  em,
  Group,
  NativeSelect,
  Pagination,
  px,
  Table,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PageState } from '../PageState';
import type { DataTableColumn, DataTableSort, SortDirection } from './column';
import { DataCards } from './DataCards';
import { CARDS_BELOW, fitColumns } from './fit-columns';

export interface DataTablePaging {
  page: number;
  pageSize: number;
  /** The number of rows; a lower bound when `totalCapped`. */
  total: number;
  /** The server stopped counting: there are more rows than `total`, so one more page is always offered. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /** A test id for each row (table row or card). */
  rowTestId?: (row: T) => string;
  loading?: boolean;
  error?: boolean;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  errorTitle?: ReactNode;
  errorDescription?: ReactNode;
  /** Server-side sorting: the table only reports clicks. */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Server-side paging. */
  paging?: DataTablePaging;
  minWidth?: number;
  /**
   * Below the `sm` breakpoint, in a container narrower than CARDS_BELOW (a tablet with the navbar
   * open), or wherever the table overflowed its container with no column left to hide, show one card
   * per row instead of a table scrolled sideways. For lists whose columns matter on a phone; header
   * sorting is not offered in the card layout.
   */
  cardsOnPhone?: boolean;
  /** The accessible name of the card list. */
  cardsLabel?: string;
}

function nextSort(current: DataTableSort | undefined, column: string): DataTableSort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} />;
  if (direction === 'desc') return <IconArrowDown size={14} />;
  return <IconArrowsSort size={14} opacity={0.5} />;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, loading, error, sort, onSortChange, paging, minWidth = 600 } = props;
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
  // The room the list gets, not the viewport's: the navbar and the page's cards take their share.
  const { ref, width } = useElementSize();
  // Columns left out beyond the estimate, for the width they were measured at (a new width starts over).
  const [extra, setExtra] = useState({ width: 0, count: 0 });
  const fit = fitColumns(columns, minWidth, width, extra.width === width ? extra.count : 0);
  const tableRef = useRef<HTMLTableElement>(null);
  // The widest container the table overflowed with no column left to hide: cards up to that width.
  const [cardsUpTo, setCardsUpTo] = useState(0);
  const cards = props.cardsOnPhone && (phone || (width > 0 && (width < CARDS_BELOW || width <= cardsUpTo)));
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || width <= 0 || table.offsetWidth <= width + 1) return;
    if (fit.canHideMore) setExtra((e) => ({ width, count: e.width === width ? e.count + 1 : 1 }));
    else if (props.cardsOnPhone) setCardsUpTo(width);
  }, [width, fit.canHideMore, fit.columns.length, rows, props.cardsOnPhone]);
  return <Box ref={ref}>{content()}</Box>;

  function content() {
    if (error) return <PageState status="error" title={props.errorTitle} description={props.errorDescription} />;
    if (loading && !rows?.length) return <PageState status="loading" />;
    if (!rows?.length)
      return <PageState status="empty" title={props.emptyTitle} description={props.emptyDescription} />;
    if (cards) {
      return (
        <>
          <DataCards
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            rowTestId={props.rowTestId}
            label={props.cardsLabel}
          />
          {paging && <Pager {...paging} />}
        </>
      );
    }
    return renderTable(rows);
  }

  function renderTable(rows: readonly T[]) {
    return (
      <>
        {/* "auto": the scrollbar shows whenever the table is wider than its card, so the sideways scroll is visible. */}
        <Table.ScrollContainer minWidth={fit.minWidth} scrollAreaProps={{ type: 'auto' }}>
          <Table ref={tableRef} highlightOnHover verticalSpacing="sm" className="app-data-table">
            <Table.Thead>
              <Table.Tr>
                {fit.columns.map((col) => {
                  const direction = sort?.column === col.key ? sort.direction : null;
                  return (
                    <Table.Th
                      key={col.key}
                      w={col.width}
                      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {col.sortable && onSortChange ? (
                        <UnstyledButton onClick={() => onSortChange(nextSort(sort, col.key))} fw={600} fz="sm">
                          <Group gap={4} wrap="nowrap">
                            {col.header}
                            <SortIcon direction={direction} />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        col.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)} data-testid={props.rowTestId?.(row)}>
                  {fit.columns.map((col) => (
                    <Table.Td key={col.key}>{col.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {paging && <Pager {...paging} />}
      </>
    );
  }
}

function Pager({
  page,
  pageSize,
  total,
  totalCapped,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
}: DataTablePaging) {
  // A capped total is a lower bound (at least the end of the current page): offer one page past it.
  const pages = Math.max(1, Math.ceil(total / pageSize) + (totalCapped ? 1 : 0));
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {`${total.toLocaleString('en-US')}${totalCapped ? '+' : ''} total`}
      </Text>
      <Group gap="sm">
        {pageSizeOptions && onPageSizeChange && (
          <NativeSelect
            aria-label="Rows per page"
            size="xs"
            value={String(pageSize)}
            data={pageSizeOptions.map(String)}
            onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
          />
        )}
        <Pagination size="sm" total={pages} value={page} onChange={onPageChange} />
      </Group>
    </Group>
  );
}
