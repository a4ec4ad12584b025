import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { subscriberPage, subscribers } from '../../stories/fixtures/newsletter';
import { operator } from '../../stories/fixtures/staff';
import { HeldWrites, lastQuery, recordedExport, recordedList } from '../../stories/mock-api';
import { expectAdminsOnly, exportedQuery, findTable, findTableOf, openDialog } from '../../stories/screen-checks';
import { dialogSettled } from '../../stories/settle';

/** /backoffice/newsletter: the newsletter's subscriptions, for admins only. */
const meta = {
  title: 'Back office/Newsletter',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/newsletter', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const subscriberList = recordedList('/admin/newsletter/subscribers', subscriberPage);
const subscriberExport = recordedExport('/admin/newsletter/subscribers/export', {
  csv: 'email,status,created_at,updated_at\r\nmeera.iyer@example.in,subscribed,2026-11-24T06:00:00.000Z,2026-11-24T06:00:00.000Z\r\n',
  fileName: 'newsletter-subscribers-2026-11-25.csv',
});
const writes = new HeldWrites();

const table = (canvasElement: HTMLElement) => findTable(canvasElement, 'Newsletter subscribers');

/** Most recently changed first, both counts in the heading; only a subscribed address offers Unsubscribe. */
export const Loaded: Story = {
  parameters: { msw: { handlers: { newsletterSubscribers: subscriberList.answering(subscribers, 120) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findTableOf(canvasElement, 'Newsletter subscribers', subscribers.length);
    await expect(canvas.getByText(/1,240 subscribers, 87 unsubscribed/)).toBeVisible();
    const left = grid.getByRole('row', { name: /rahul@gupta-associates\.in/ });
    await expect(left).toHaveTextContent('Unsubscribed');
    await expect(within(left).queryByRole('button')).toBeNull();
    await expect(grid.getByRole('button', { name: 'Unsubscribe meera.iyer@example.in' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Subscriber pages' })).toHaveTextContent(
      'Showing 1 to 50 of 120 subscribers',
    );
  },
};

/** A search and a status from the address: the server is asked for them; nothing matches. */
export const EmptySearch: Story = {
  parameters: {
    backofficePage: { url: '/newsletter?q=nobody%40example&status=subscribed' },
    msw: { handlers: { newsletterSubscribers: subscriberList.answering([]) } },
  },
  play: async ({ canvasElement }) => {
    subscriberList.asked.length = 0;
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(await grid.findByRole('cell', { name: 'No subscribers match these filters.' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody@example');
    await expect(within(canvas.getByRole('search')).getByRole('status')).toHaveTextContent(
      '0 addresses · 2 filters on',
    );
    await waitFor(() =>
      expect(lastQuery(subscriberList.asked)).toEqual({
        q: 'nobody@example',
        status: 'subscribed',
        page: '1',
        limit: '50',
      }),
    );
  },
};

/** Export CSV downloads the filtered list with the staff token (the address's filters, no paging). */
export const ExportCsv: Story = {
  parameters: {
    backofficePage: { url: '/newsletter?q=example&status=subscribed&page=2' },
    msw: { handlers: { export: subscriberExport.handler } },
  },
  play: async ({ canvasElement }) => {
    subscriberExport.requests.length = 0;
    await table(canvasElement);
    await expect(await exportedQuery(canvasElement, subscriberExport.requests)).toEqual({
      q: 'example',
      status: 'subscribed',
    });
  },
};
/** Unsubscribe asks first (on the person's request); confirming sends the address. */
export const UnsubscribeConfirm: Story = {
  parameters: {
    msw: {
      handlers: { unsubscribe: writes.holding('/admin/newsletter/unsubscribe') },
    },
  },
  play: async ({ canvasElement }) => {
    writes.clear();
    const grid = await table(canvasElement);
    const dialog = await openDialog(
      grid,
      'Unsubscribe meera.iyer@example.in',
      'Unsubscribe this address?',
      'alertdialog',
    );
    await expect(dialog.getByText(/meera\.iyer@example\.in will get no more newsletters/)).toBeVisible();
    await expect(writes.count).toBe(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Unsubscribe' }));
    await writes.expectSent({ email: 'meera.iyer@example.in' });
    await dialogSettled();
  },
};
/** An operator who opens the page directly is told it is not theirs; the header has no Newsletter. */
export const OperatorNotAllowed: Story = {
  parameters: { msw: { handlers: signedInAs(operator) } },
  play: ({ canvasElement }) => expectAdminsOnly(canvasElement, 'Newsletter'),
};
