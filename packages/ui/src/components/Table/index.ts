export { Table, type TableColumn, type TableProps } from './Table';
export { type TableAlign, tableAligns } from './Table.css';
