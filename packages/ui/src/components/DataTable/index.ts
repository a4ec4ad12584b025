export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRow,
  type DataTableSort,
  type SortDirection,
  sortDirections,
} from './DataTable';
