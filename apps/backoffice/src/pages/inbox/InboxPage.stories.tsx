import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { inboxPage, inboxRows } from '../../stories/fixtures/inbox';
import { admin, operator } from '../../stories/fixtures/staff';
import { lastQuery, mockData, mockError, recordedList } from '../../stories/mock-api';
import { expectLoadFailed, findTable, findTableOf, headerNav } from '../../stories/screen-checks';

/** /backoffice/inbox: the contact form's messages, signed in as the admin (Priya Nair). */
const meta = {
  title: 'Back office/Inbox',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/inbox', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const inbox = recordedList('/admin/contact-messages', inboxPage);
const table = (canvasElement: HTMLElement) => findTable(canvasElement, 'Contact messages');

/**
 * Newest first: unread messages in bold with an Unread flag in words, read ones plain; status, assignee and how
 * many replies went out. The heading counts the open unread messages.
 */
export const Loaded: Story = {
  parameters: { msw: { handlers: { inbox: inbox.answering(inboxRows, 46) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findTableOf(canvasElement, 'Contact messages', inboxRows.length);
    const unread = grid.getByRole('row', { name: /Kavya Reddy/ });
    await expect(unread).toHaveTextContent('Unread');
    await expect(unread).toHaveTextContent('Unassigned');
    await expect(within(unread).getByRole('link', { name: 'Kavya Reddy' })).toHaveAttribute(
      'href',
      `/inbox/${inboxRows[0]?.id}`,
    );
    const read = grid.getByRole('row', { name: /Vikram Singh/ });
    await expect(read).not.toHaveTextContent('Unread');
    await expect(read).toHaveTextContent(operator.fullName);
    await expect(grid.getByRole('row', { name: /Anil Kumar/ })).toHaveTextContent('Closed');
    await expect(canvas.getByText(/2 open messages are unread/)).toBeVisible();
    await expect(within(canvas.getByRole('search')).getByRole('status')).toHaveTextContent('46 messages');
    await expect(canvas.getByRole('navigation', { name: 'Inbox pages' })).toHaveTextContent(
      'Showing 1 to 20 of 46 messages',
    );
    const nav = headerNav(canvasElement);
    await expect(nav.getByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A link to a filtered inbox (open, unread, mine, a search): the filters show what the address says and the server
 * is asked for exactly that ('mine' is the member's own id). Changing a filter goes back to the first page.
 */
export const Filtered: Story = {
  parameters: {
    backofficePage: { url: '/inbox?q=gst&status=open&read=unread&assignee=mine&page=2' },
    msw: { handlers: { inbox: inbox.answering(inboxRows.slice(2, 3), 21) } },
  },
  play: async ({ canvasElement }) => {
    inbox.asked.length = 0;
    const canvas = within(canvasElement);
    await table(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Search and filter the inbox' }));
    await expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('gst');
    // Each filter that is on is a chip saying its value, with its own remove button.
    await expect(filters.getByRole('button', { name: 'Status: Open, change' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Read: Unread only, change' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Remove the Read filter' })).toBeVisible();
    await expect(filters.getByRole('status')).toHaveTextContent('21 messages · 4 filters on');
    await waitFor(() =>
      expect(lastQuery(inbox.asked)).toEqual({
        q: 'gst',
        status: 'open',
        read: 'false',
        assignee: admin.id,
        page: '2',
        limit: '20',
      }),
    );

    await userEvent.click(filters.getByRole('button', { name: 'Assignee: Mine, change' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Unassigned' }));
    await waitFor(() => expect(lastQuery(inbox.asked)).toMatchObject({ assignee: 'none', page: '1' }));
  },
};

/** Nothing matches: the table says so in its one row. */
export const Empty: Story = {
  parameters: {
    backofficePage: { url: '/inbox?status=closed&q=refund' },
    msw: { handlers: { inbox: mockData('/admin/contact-messages', inboxPage([])) } },
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await grid.findByRole('cell', { name: 'No messages match these filters.' })).toBeVisible();
    await expect(within(canvasElement).getByText(/0 open messages are unread/)).toBeVisible();
  },
};

/** The server failed (after the client's retries): what went wrong, and Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { inbox: mockError('/admin/contact-messages', 500, 'Database unavailable') } } },
  play: ({ canvasElement }) => expectLoadFailed(canvasElement, 'The inbox could not be loaded'),
};

/** An operator works the inbox too; the header offers Inbox but not the admins' Newsletter. */
export const AsOperator: Story = {
  parameters: { msw: { handlers: signedInAs(operator) } },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const nav = headerNav(canvasElement);
    await expect(nav.getByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Newsletter' })).toBeNull();
  },
};
