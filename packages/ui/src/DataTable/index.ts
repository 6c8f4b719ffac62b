export {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from './DataTable';
