import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineEvent } from './Timeline';

const events: TimelineEvent[] = [
  {
    id: 'e1',
    title: 'Submitted',
    time: { label: '20 Nov 2026, 10:04 am', dateTime: '2026-11-20T04:34:00.000Z' },
    tone: 'neutral',
  },
  {
    id: 'e2',
    title: 'Paid ₹14,999',
    time: { label: '20 Nov 2026, 10:06 am', dateTime: '2026-11-20T04:36:00.000Z' },
    tone: 'positive',
  },
  {
    id: 'e3',
    title: 'Assigned to Priya Nair',
    time: { label: '21 Nov 2026, 9:15 am', dateTime: '2026-11-21T03:45:00.000Z' },
    detail: 'by Demo Admin',
    tone: 'brand',
  },
  {
    id: 'e4',
    title: 'Status: pending → processing',
    time: { label: '21 Nov 2026, 9:16 am', dateTime: '2026-11-21T03:46:00.000Z' },
    detail: 'by Priya Nair',
    tone: 'info',
  },
  {
    id: 'e5',
    title: 'Documents requested: Address proof of the registered office',
    time: { label: '22 Nov 2026, 2:40 pm', dateTime: '2026-11-22T09:10:00.000Z' },
    detail: 'A utility bill or rent agreement not older than two months, showing the full address.',
    tone: 'caution',
  },
];

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { label: 'Timeline', events },
  parameters: {
    docs: {
      description: {
        component: `What happened to a record, oldest first: a submission's audit trail in the back office, its
progress for the customer.

**When to use:** a short history where order and time matter. **When not to:** for many records to filter use
\`DataTable\`; for a single status use \`Badge\`.

**Accessibility:** an ordered list named by \`label\`; each time is a \`time\` element with its ISO value. The dot's
colour is decoration: the title says what happened.`,
      },
    },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Timeline' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[3]).toHaveTextContent('Status: pending → processing');
    await expect(list.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T04:34:00.000Z');
  },
};

export const Playground: Story = { args: { events: events.slice(0, 2) } };

export const Empty: Story = {
  args: { events: [], emptyMessage: 'Nothing has happened to this submission yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has happened to this submission yet.')).toBeVisible();
  },
};
