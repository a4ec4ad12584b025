import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { subscriberPage, subscribers } from '../../stories/fixtures/newsletter';
import { operator } from '../../stories/fixtures/staff';
import { mockCsvExport, mockData, mockDataBy, mockPostPending } from '../../stories/mock-api';
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

/** The addresses the list asked the server for, newest last. */
const asked: URL[] = [];
/** The export requests, and the body of the last unsubscribe. */
const exported: Request[] = [];
let unsubscribed: unknown;
const recordingList = (rows = subscribers, total = rows.length) =>
  mockDataBy('/admin/newsletter/subscribers', (url) => {
    asked.push(url);
    return subscriberPage(rows, total);
  });

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Newsletter subscribers' }, PAGE_READY));

/** Most recently changed first, both counts in the heading; only a subscribed address offers Unsubscribe. */
export const Loaded: Story = {
  parameters: { msw: { handlers: { newsletterSubscribers: recordingList(subscribers, 120) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(grid.getAllByRole('row')).toHaveLength(subscribers.length + 1);
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
    msw: { handlers: { newsletterSubscribers: recordingList([]) } },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(await grid.findByRole('cell', { name: 'No subscribers match these filters.' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody@example');
    await expect(within(canvas.getByRole('search')).getByRole('status')).toHaveTextContent(
      '0 addresses · 2 filters on',
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toEqual({
      q: 'nobody@example',
      status: 'subscribed',
      page: '1',
      limit: '50',
    });
  },
};

/** Export CSV downloads the filtered list with the staff token (the address's filters, no paging). */
export const ExportCsv: Story = {
  parameters: {
    backofficePage: { url: '/newsletter?q=example&status=subscribed&page=2' },
    msw: {
      handlers: {
        export: mockCsvExport(
          '/admin/newsletter/subscribers/export',
          {
            csv: 'email,status,created_at,updated_at\r\nmeera.iyer@example.in,subscribed,2026-11-24T06:00:00.000Z,2026-11-24T06:00:00.000Z\r\n',
            fileName: 'newsletter-subscribers-2026-11-25.csv',
          },
          (request) => exported.push(request),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    exported.length = 0;
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const [request] = exported;
    await expect(request?.headers.get('authorization')).toBe('Bearer story-staff-access-token');
    await expect(Object.fromEntries(new URL(request?.url ?? '').searchParams)).toEqual({
      q: 'example',
      status: 'subscribed',
    });
  },
};
/** Unsubscribe asks first (on the person's request); confirming sends the address. */
export const UnsubscribeConfirm: Story = {
  parameters: {
    msw: {
      handlers: {
        unsubscribe: mockPostPending('/admin/newsletter/unsubscribe', (body) => {
          unsubscribed = body;
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    unsubscribed = undefined;
    const grid = await table(canvasElement);
    await userEvent.click(grid.getByRole('button', { name: 'Unsubscribe meera.iyer@example.in' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Unsubscribe this address?' }));
    await expect(dialog.getByText(/meera\.iyer@example\.in will get no more newsletters/)).toBeVisible();
    await expect(unsubscribed).toBeUndefined();
    await userEvent.click(dialog.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(unsubscribed).toEqual({ email: 'meera.iyer@example.in' }));
    await dialogSettled();
  },
};
/** An operator who opens the page directly is told it is not theirs; the header has no Newsletter. */
export const OperatorNotAllowed: Story = {
  parameters: { msw: { handlers: { staffMe: mockData('/admin/me', { staff: operator }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not allowed to see this page' }, PAGE_READY),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Newsletter' }),
    ).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
