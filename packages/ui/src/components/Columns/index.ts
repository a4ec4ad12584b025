export { Column, type ColumnProps, Columns, type ColumnsProps } from './Columns';
export { type CollapseBelow, type ColumnWidth, collapseBreakpoints, columnWidths } from './Columns.css';
