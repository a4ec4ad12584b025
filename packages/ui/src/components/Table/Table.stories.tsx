import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { Table, type TableColumn, type TableProps } from './Table';

interface Submission {
  id: string;
  service: string;
  submitted: string;
  progress: string;
  payment: { label: string; tone: BadgeTone };
}

const rows: Submission[] = [
  {
    id: 's1',
    service: 'Private Limited Company Registration',
    submitted: '12 Mar 2025',
    progress: 'processing',
    payment: { label: 'Completed', tone: 'positive' },
  },
  {
    id: 's2',
    service: 'GST Registration',
    submitted: '2 Apr 2025',
    progress: 'pending',
    payment: { label: 'pending', tone: 'caution' },
  },
  {
    id: 's3',
    service: 'Trademark Registration',
    submitted: '9 Apr 2025',
    progress: 'rejected',
    payment: { label: 'failed', tone: 'critical' },
  },
];

const viewDetails = fn();

const columns: TableColumn<Submission>[] = [
  { id: 'service', header: 'Service', cell: (row) => row.service, isRowHeader: true },
  { id: 'submitted', header: 'Submitted', cell: (row) => row.submitted },
  { id: 'progress', header: 'Progress', cell: (row) => row.progress },
  {
    id: 'payment',
    header: 'Payment Status',
    cell: (row) => <Badge tone={row.payment.tone}>{row.payment.label}</Badge>,
  },
  {
    id: 'action',
    header: 'Action',
    align: 'end',
    cell: (row) => (
      <Button
        size="small"
        variant="ghost"
        onClick={() => viewDetails(row.id)}
        aria-label={`View Details: ${row.service}`}
      >
        View Details
      </Button>
    ),
  },
];

const meta = {
  title: 'Data display/Table',
  component: Table,
  tags: ['autodocs'],
  args: {
    caption: 'My Services',
    columns,
    rows,
    getRowKey: (row: Submission) => row.id,
  } as TableProps<Submission> as TableProps<unknown>,
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `A semantic data table for records the user reads and compares.

**When to use:** 'My Services' (Service, Submitted, Progress, Payment Status, Action) and 'Payment Transactions'
(Date, Amount, Payment Method, Payment Status, Actions). Pair it with \`Pagination\` under it.

**When not to:** for a grid of items to browse use \`Grid\` with cards; for layout never use a table.

**Accessibility:** a real \`table\` with a caption, column headers (\`scope="col"\`) and an optional row header
column (\`isRowHeader\`). It is not an interactive grid: Tab moves through the buttons inside rows. On narrow
screens the table scrolls sideways inside a focusable region named after the caption, or, with \`stackOnMobile\`
(a customer's own short records: applications, payments), each row reads as a card — the row header as its title,
then each cell after its column's name. Give row buttons a name that includes the row ('View Details: GST
Registration').`,
      },
    },
  },
} satisfies Meta<typeof Table<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My Services' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Service',
      'Submitted',
      'Progress',
      'Payment Status',
      'Action',
    ]);
    await expect(canvas.getByRole('rowheader', { name: 'GST Registration' })).toBeVisible();
  },
};

export const Playground: Story = { args: { hideCaption: true } };

export const KeyboardReachesRowActions: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'My Services' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'View Details: Private Limited Company Registration' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(viewDetails).toHaveBeenCalledWith('s1');
  },
};

export const Empty: Story = {
  args: { caption: 'Payment Transactions', rows: [], emptyMessage: 'No transactions found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No transactions found' })).toBeVisible();
  },
};

/** \`stackOnMobile\` on a phone: a card per row instead of a table to scroll sideways; still a table to a screen reader. */
export const StackedOnPhone: Story = {
  args: { stackOnMobile: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My Services' });
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    // Nothing to scroll sideways.
    const region = canvas.getByRole('region', { name: 'My Services' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '2 Apr 2025' })).toHaveAttribute('data-label', 'Submitted');
  },
};
