export { DataTable, type DataTablePaging, type DataTableProps } from './DataTable';
export type { DataTableColumn, DataTableSort, SortDirection } from './column';
