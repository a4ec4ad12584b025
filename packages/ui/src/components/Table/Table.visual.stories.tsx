import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Table, type TableColumn, type TableProps } from './Table';

interface Transaction {
  id: string;
  date: string;
  amount: string;
  method: string;
  status: string;
}

const rows: Transaction[] = [
  { id: 't1', date: '12 Mar 2025, 10:24 am', amount: '₹14,999', method: 'UPI', status: 'Completed' },
  { id: 't2', date: '2 Apr 2025, 6:05 pm', amount: '₹1,49,999', method: 'Not specified', status: 'pending' },
];

const columns: TableColumn<Transaction>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date, isRowHeader: true },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
  { id: 'method', header: 'Payment Method', cell: (row) => row.method },
  { id: 'status', header: 'Payment Status', cell: (row) => <Badge>{row.status}</Badge> },
];

const meta = {
  title: 'Data display/Table/Visual',
  component: Table,
  args: {
    caption: 'Payment Transactions',
    columns,
    rows,
    getRowKey: (row: Transaction) => row.id,
  } as TableProps<Transaction> as TableProps<unknown>,
  parameters: { fullWidth: true },
} satisfies Meta<typeof Table<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the table keeps its columns and scrolls sideways inside its bordered region. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

export const EmptyMobile: Story = {
  args: { rows: [], emptyMessage: 'No transactions found' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
