import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { emptyDashboard } from '../../stories/fixtures/dashboard';
import { queuePage, queueRows } from '../../stories/fixtures/queue';
import { operator } from '../../stories/fixtures/staff';
import { mockData, mockDataBy, mockError, mockLoading } from '../../stories/mock-api';
import { expectLoadFailed, expectLoading } from '../../stories/screen-checks';

/** /backoffice/dashboard: where staff land, signed in as the admin (Priya Nair), on 18 Nov 2026 at noon. */
const meta = {
  title: 'Back office/Dashboard',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first story on a cold cache also loads the chart library with the page: more time than other screens. */
const DASHBOARD_READY = { timeout: 2 * PAGE_READY.timeout };

const figures = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Orders today' }, DASHBOARD_READY);

/** A figure card's number, by the card's heading. */
const figure = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title })).getAllByRole('paragraph')[0];

/** The charts have drawn their bars (they measure their width first). */
const chartsDrawn = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(20),
    PAGE_READY,
  );

/**
 * A typical month: `/` lands here. Today's and this month's orders and net revenue, overdue work and turnaround
 * against the promise, each number a link to the queue filtered to it; the charts say their figures in words.
 */
export const TypicalMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figures(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard', current: 'page' })).toBeVisible();
    await expect(figure(canvasElement, 'Orders today')).toHaveTextContent('5');
    await expect(figure(canvasElement, 'Orders this month')).toHaveTextContent('74');
    await expect(figure(canvasElement, 'Net revenue today')).toHaveTextContent('₹49,995');
    await expect(canvas.getByRole('region', { name: 'Net revenue this month' })).toHaveTextContent(
      '₹7,39,926 captured, ₹14,999 refunded',
    );
    await expect(figure(canvasElement, 'Net revenue this month')).toHaveTextContent('₹7,24,927');
    await expect(figure(canvasElement, 'Average turnaround')).toHaveTextContent('11.4 days');
    await expect(canvas.getByRole('region', { name: 'Average turnaround' })).toHaveTextContent(
      'Promised 15 working days, over 12 completed this month',
    );
    await expect(canvas.getByRole('link', { name: '3 overdue submissions' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/submissions\?overdue=true&view=all$/),
    );
    await expect(canvas.getByRole('link', { name: '5 orders today' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/submissions\?paidFrom=2026-11-18&paidTo=2026-11-18&view=all$/),
    );
    await expect(canvas.getByRole('link', { name: '14 pending and paid' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/submissions\?status=pending&payment=paid&view=all$/),
    );
    await expect(
      canvas.getByRole('img', { name: /^Submissions by status: pending 21 \(14 paid\), processing 18/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /^Top services this month: Private Limited Company Registration 24,/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /74 orders, ₹7,24,927 net\. The busiest day was 17 Nov 2026 with 8\.$/ }),
    ).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

/** The charts, further down: submissions by status and the top services, their figures as links under them. */
export const TypicalMonthCharts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figures(canvasElement);
    await chartsDrawn(canvasElement);
    const services = canvas.getByRole('region', { name: 'Top services this month' });
    await expect(
      within(services).getByRole('link', { name: '19 orders of GST Registration this month' }),
    ).toBeVisible();
    canvas.getByRole('region', { name: 'Submissions by status' }).scrollIntoView({ block: 'start' });
  },
};

/** The month day by day: orders as bars, net revenue as a line; the table behind it opens from "Day by day". */
export const DayByDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figures(canvasElement);
    await chartsDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Day by day' }));
    const table = within(canvas.getByRole('table', { name: 'Orders and net revenue by day' }));
    await expect(table.getAllByRole('row')).toHaveLength(19);
    // 7 orders of ₹9,999 and a ₹14,999 refund on the 10th.
    await expect(table.getByRole('row', { name: /10 Nov 2026/ })).toHaveTextContent(/10 Nov 20267₹54,994/);
    await expect(table.getByRole('link', { name: '8 orders on 17 Nov 2026' })).toHaveAttribute(
      'href',
      expect.stringMatching(/paidFrom=2026-11-17&paidTo=2026-11-17&view=all$/),
    );
    // The middle of the frame on the Day by day button, which stays put when the next brand redraws the chart.
    canvas.getByRole('button', { name: 'Day by day' }).scrollIntoView({ block: 'center' });
  },
};

/** The queue's last request (OpenOverdueWork). */
let asked: URL | undefined;

/** Following a figure: the overdue count opens the queue with "Overdue only" on, asking the server for just that. */
export const OpenOverdueWork: Story = {
  parameters: {
    screenshot: { disable: true },
    msw: {
      handlers: {
        queue: mockDataBy('/admin/submissions', (url) => {
          asked = url;
          return queuePage(queueRows);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figures(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '3 overdue submissions' }));
    await expect(await canvas.findByRole('heading', { name: 'Fulfilment queue', level: 1 }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Overdue only' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(asked?.searchParams.get('overdue')).toBe('true'));
  },
};
/** A new business: zeros everywhere, no completions (the averages read "—"), no top services yet. */
export const NewBusiness: Story = {
  parameters: { msw: { handlers: { dashboard: mockData('/admin/dashboard', { dashboard: emptyDashboard }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figures(canvasElement);
    await expect(figure(canvasElement, 'Orders today')).toHaveTextContent('0');
    await expect(figure(canvasElement, 'Net revenue this month')).toHaveTextContent('₹0');
    await expect(figure(canvasElement, 'Average turnaround')).toHaveTextContent('—');
    await expect(canvas.getByRole('region', { name: 'Average turnaround' })).toHaveTextContent(
      'Nothing completed this month yet',
    );
    await expect(
      canvas.getByRole('link', { name: 'No average turnaround yet: the completed submissions' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No orders this month yet' })).toBeVisible();
  },
};

/** The figures are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { dashboard: mockLoading('/admin/dashboard') } } },
  play: ({ canvasElement }) => expectLoading(canvasElement, 'Loading the dashboard'),
};

/** The server failed (after the client's retries): what went wrong, and Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { dashboard: mockError('/admin/dashboard', 500, 'Database unavailable') } } },
  play: ({ canvasElement }) => expectLoadFailed(canvasElement, 'The dashboard could not be loaded'),
};

/** Operators land here too, with the same figures (revenue included: the operation is for both roles). */
export const AsOperator: Story = {
  parameters: {
    screenshot: { disable: true },
    msw: { handlers: signedInAs(operator) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figures(canvasElement);
    await expect(figure(canvasElement, 'Net revenue today')).toHaveTextContent('₹49,995');
    await expect(canvas.queryByRole('link', { name: 'Staff' })).toBeNull();
  },
};
