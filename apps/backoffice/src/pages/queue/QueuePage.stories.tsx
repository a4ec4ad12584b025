import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { queuePage, queueRows } from '../../stories/fixtures/queue';
import { admin, operator } from '../../stories/fixtures/staff';
import { lastQuery, mockData, mockError, mockLoading } from '../../stories/mock-api';
import { expectLoadFailed, expectLoading, headerNav } from '../../stories/screen-checks';
import { asked, recordingQueue, table } from './queue-story';

/** /backoffice/submissions: the fulfilment queue, signed in as the admin (Priya Nair). */
const meta = {
  title: 'Back office/Queue',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/submissions', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open work, most urgent first: due dates with the overdue one flagged (and edged), open requests, assignees. The
 * whole table fits the desk's width. A sortable header orders the server's list (here: price, high first).
 */
export const Loaded: Story = {
  parameters: { msw: { handlers: { queue: recordingQueue } } },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(await grid.findByRole('rowheader', { name: /Asha Verma/ })).toBeVisible();
    await expect(grid.getAllByRole('row')).toHaveLength(queueRows.length + 1);
    const overdue = grid.getByRole('row', { name: /Asha Verma/ });
    await expect(overdue).toHaveTextContent('Overdue');
    await expect(overdue).toHaveTextContent(operator.fullName);
    await expect(grid.getByRole('row', { name: /Neha Joshi/ })).toHaveTextContent('Not paid');
    await expect(within(canvas.getByRole('search')).getByRole('status')).toHaveTextContent('46 submissions');
    await expect(canvas.getByRole('navigation', { name: 'Queue pages' })).toHaveTextContent(
      'Showing 1 to 20 of 46 submissions',
    );

    await expect(lastQuery(asked)).toMatchObject({ view: 'open', sort: 'priority' });
    const views = within(canvas.getByRole('navigation', { name: 'Queue views' }));
    await expect(views.getByRole('link', { name: 'Open work' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(grid.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('price-high'));
    await expect(grid.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('button', { name: /^Sort:/ })).toHaveTextContent('Price: high to low');
  },
};

/**
 * A link to a filtered list (status, assignee 'mine', overdue only, dates): the filters show what the address
 * says, and the server is asked for exactly that ('mine' is the member's own id).
 */
export const Filtered: Story = {
  parameters: {
    backofficePage: {
      url: '/submissions?view=all&status=processing&assignee=mine&overdue=true&from=2026-11-01&to=2026-11-30',
    },
    msw: { handlers: { queue: recordingQueue } },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await table(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Search and filter the queue' }));
    await expect(filters.getByRole('button', { name: 'Status: In progress, change' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Assignee: Mine, change' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Overdue only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'Submitted: 01 Nov 2026 – 30 Nov 2026, change' })).toBeVisible();
    await expect(filters.getByRole('status')).toHaveTextContent('46 submissions · 5 filters on');
    await waitFor(() =>
      expect(lastQuery(asked)).toMatchObject({
        status: 'processing',
        assignee: admin.id,
        overdue: 'true',
        from: '2026-10-31T18:30:00.000Z',
        to: '2026-11-30T18:30:00.000Z',
        sort: 'priority',
        page: '1',
      }),
    );
  },
};

/** Nothing matches: the table says so in its one row. */
export const Empty: Story = {
  parameters: {
    backofficePage: { url: '/submissions?q=nobody%40example.in' },
    msw: { handlers: { queue: mockData('/admin/submissions', queuePage([])) } },
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await grid.findByRole('cell', { name: 'No submissions match these filters.' })).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody@example.in');
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { queue: mockLoading('/admin/submissions') } } },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading the queue'),
};

/** The server failed (after the client's retries): what went wrong, and Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { queue: mockError('/admin/submissions', 500, 'Database unavailable') } } },
  play: ({ canvasElement }) => expectLoadFailed(canvasElement, 'The queue could not be loaded'),
};

/** An operator's view: the same queue, and no Staff or Audit log in the header. */
export const AsOperator: Story = {
  parameters: { msw: { handlers: signedInAs(operator) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const nav = headerNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Staff' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Audit log' })).toBeNull();
    await expect(within(canvas.getAllByRole('banner')[0] as HTMLElement).getByText(operator.fullName)).toBeVisible();
  },
};
