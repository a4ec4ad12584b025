import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { DateField } from '../DateField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { FilterBar } from './FilterBar';

const filters = (
  <>
    <Select label="Status" options={['Any status', 'pending', 'processing', 'completed', 'rejected']} />
    <Select label="Payment" options={['Any payment', 'pending', 'paid', 'failed']} />
    <DateField label="Submitted from" />
    <DateField label="Submitted until" />
    <Checkbox>Overdue only</Checkbox>
  </>
);

const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: {
    label: 'Filter the queue',
    search: <TextField type="search" label="Search" placeholder="Name, email, phone or submission id" />,
    children: filters,
    resultSummary: '42 submissions',
  },
  parameters: {
    fullWidth: true,
    docs: {
      description: {
        component: `The filters above a \`DataTable\`: a search field, then filter controls in as many columns as
fit, a polite count of results and of filters on, and Clear filters.

**When to use:** a list the server filters (the back office's queue, the audit log). Apply each filter as it
changes and keep them in the address, so a link opens the same list.

**When not to:** for a single search box use \`TextField type="search"\`; for a site search use \`SearchOverlay\`.

**Accessibility:** a \`search\` landmark named by \`label\`; every control keeps its own visible label; the summary is
a status region, so the new count is read out after a change.`,
      },
    },
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter the queue' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('42 submissions');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const Playground: Story = {};

export const WithFiltersOn: Story = {
  args: { activeCount: 2, onClear: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('42 submissions · 2 filters on');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};
