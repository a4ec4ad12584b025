import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Link } from '../Link';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRow,
  type DataTableSort,
} from './DataTable';

const columns: DataTableColumn[] = [
  { id: 'customer', header: 'Customer', isRowHeader: true },
  { id: 'service', header: 'Service', wrap: true },
  { id: 'status', header: 'Status' },
  { id: 'submitted', header: 'Submitted', sortable: true },
  { id: 'due', header: 'Due', sortable: true },
  { id: 'price', header: 'Price', sortable: true, align: 'end' },
];

const rows: DataTableRow[] = [
  {
    id: 's1',
    highlighted: true,
    cells: {
      customer: <Link href="/backoffice/submissions/s1">Asha Verma</Link>,
      service: 'Private Limited Company Registration',
      status: <Badge tone="info">processing</Badge>,
      submitted: '12 Nov 2026',
      due: (
        <>
          3 Dec 2026 <Badge tone="critical">Overdue</Badge>
        </>
      ),
      price: '₹14,999',
    },
  },
  {
    id: 's2',
    cells: {
      customer: <Link href="/backoffice/submissions/s2">Rahul Mehta</Link>,
      service: 'GST Registration',
      status: <Badge tone="caution">pending</Badge>,
      submitted: '20 Nov 2026',
      due: '27 Nov 2026',
      price: '₹2,999',
    },
  },
  {
    id: 's3',
    cells: {
      customer: <Link href="/backoffice/submissions/s3">Fatima Sheikh</Link>,
      service: 'Trademark Registration',
      status: <Badge tone="positive">completed</Badge>,
      submitted: '2 Oct 2026',
      due: '—',
      price: '₹6,499',
    },
  },
];

const meta = {
  title: 'Data display/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    caption: 'Submissions',
    columns,
    rows,
    sort: { columnId: 'submitted', direction: 'descending' },
    onSortChange: fn(),
  },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `A table of records an operator works through — the back office's queue — ordered, filtered
and paged by the server.

**When to use:** lists that are sorted and paged server-side, driven by a headless table library
(\`@tanstack/react-table\`) or the address bar. Pair it with \`FilterBar\` above and \`Pagination\` below.

**When not to:** for a short record the customer reads (their transactions) use \`Table\`; for cards use \`Grid\`.

**Accessibility:** the WAI-ARIA sortable table pattern: a real \`table\` with a caption and column headers; a sortable
header is a button named by its text and the column reports \`aria-sort\`. It is not an interactive grid: Tab
moves through the header buttons and the links in rows (make the row header a link to the record). While new
rows load the table reports \`aria-busy\` and keeps the old ones and a bar sweeps its top edge. A highlighted row (overdue work) only
adds a caution edge: say why in a cell.`,
      },
    },
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Submissions' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Customer', 'Service', 'Status', 'Submitted', 'Due', 'Price']);
    await expect(canvas.getByRole('columnheader', { name: 'Submitted' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Customer' })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('rowheader', { name: 'Asha Verma' })).toBeVisible();
  },
};

export const Playground: Story = { args: { hideCaption: true, busy: false } };

/** The order lives with the app: here a little state that flips the direction like a table library would. */
function SortingDemo(props: DataTableProps & { onSortChange: (id: string) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  return (
    <DataTable
      {...props}
      sort={sort}
      onSortChange={(columnId) => {
        props.onSortChange(columnId);
        setSort((current) =>
          current?.columnId === columnId && current.direction === 'ascending'
            ? { columnId, direction: 'descending' }
            : { columnId, direction: 'ascending' },
        );
      }}
    />
  );
}

export const SortsFromTheKeyboard: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortingDemo {...args} onSortChange={args.onSortChange ?? (() => {})} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Submissions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submitted' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledWith('submitted');
    await expect(canvas.getByRole('columnheader', { name: 'Submitted' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Submitted' })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Submissions' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No submissions match these filters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No submissions match these filters.' })).toBeVisible();
  },
};
