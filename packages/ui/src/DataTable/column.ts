import type { ReactNode } from 'react';

// The column and sort types that the table and its phone cards (DataCards.tsx) both take.

export type SortDirection = 'asc' | 'desc';
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  /**
   * Lets the column give way when the table's container is narrower than `minWidth` (a tablet, a
   * side panel): the highest priority goes first. The phone cards still show every column.
   */
  hidePriority?: number;
}
