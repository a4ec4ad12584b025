import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { operator } from '../../stories/fixtures/staff';
import {
  attentionItems,
  NO_TOTALS,
  TRANSACTION_ID,
  transactionRows,
  transactionsPage,
  unrecordedRefundItem,
} from '../../stories/fixtures/transactions';
import { mockData, mockDataBy } from '../../stories/mock-api';
import { expectToastThenGone } from '../../stories/settle';

/** /backoffice/transactions: the payments reconciliation view, for admins only. */
const meta = {
  title: 'Back office/Payments',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/transactions', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const asked: URL[] = [];
const listing = (...args: Parameters<typeof transactionsPage>) =>
  mockDataBy('/admin/transactions', (url) => {
    asked.push(url);
    return transactionsPage(...args);
  });

const exports: { url: URL; authorization: string | null }[] = [];
const csvExport = http.get('/api/admin/transactions/export', ({ request }) => {
  exports.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
  return new HttpResponse('created_at,transaction_id\r\n', {
    headers: {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="transactions-2026-11-25.csv"',
    },
  });
});

const checks: string[] = [];
const reconcile = http.post('/api/admin/transactions/:id/reconcile', ({ params }) => {
  checks.push(String(params.id));
  const row = attentionItems[2]?.transaction;
  return HttpResponse.json({ success: true, data: { transaction: { ...row, status: 'successful' } } });
});

const transactionsTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Transactions' }, PAGE_READY));

/**
 * Newest first, with the totals of all 57 matches (captured, refunded, net, and the GST by head), and what needs a
 * person in words: a stuck refund, a double charge (to refund) and an unconfirmed payment (to check with Razorpay).
 */
export const Loaded: Story = {
  parameters: { msw: { handlers: { transactions: listing(transactionRows, 57), reconcile } } },
  play: async ({ canvasElement }) => {
    checks.length = 0;
    const canvas = within(canvasElement);
    const table = await transactionsTable(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(transactionRows.length);
    await expect(rows[2]).toHaveTextContent('Partly refunded');
    await expect(rows[2]).toHaveTextContent('₹5,000.00');
    await expect(rows[3]).toHaveTextContent('Refunded');
    await expect(table.getAllByRole('link')[2]).toHaveAttribute(
      'href',
      expect.stringContaining(`/transactions/${TRANSACTION_ID}`),
    );

    const totals = canvas.getByRole('region', { name: 'Totals for these filters' });
    for (const text of ['57', '₹6,41,953.00', '₹24,998.00', '₹6,16,955.00', '₹30,124.00', '₹33,867.00', '₹94,115.00']) {
      await expect(totals).toHaveTextContent(text);
    }
    await expect(canvas.getByRole('navigation', { name: 'Payments pages' })).toHaveTextContent(
      'Showing 1 to 25 of 57 transactions',
    );

    const attention = within(canvas.getByRole('region', { name: 'Needs attention' }));
    const items = attention.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('The refund of ₹3,000.00 to Meera Iyer');
    await expect(items[0]).toHaveTextContent('is pending. The customer is still owed it.');
    await expect(items[1]).toHaveTextContent('Rohit Sharma was charged ₹14,999.00 again');
    await expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Open the transaction to refund it' }),
    ).toBeVisible();
    await expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Check with Razorpay' })).toBeNull();
    await expect(items[2]).toHaveTextContent("Meera Iyer's payment of ₹2,999.00 for GST Registration");
    await userEvent.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Check with Razorpay' }));
    await waitFor(() => expect(checks).toEqual([attentionItems[2]?.transaction.id]));
    await expectToastThenGone('Checked with Razorpay: the payment is successful');
    const nav = within(canvas.getByRole('navigation', { name: 'Back office' }));
    await expect(nav.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A link with every filter: the filters show it, the server is asked for it (India's days, whole rupees), and
 * Export CSV downloads the same filters with the staff token.
 */
export const Filtered: Story = {
  parameters: {
    backofficePage: {
      url: '/transactions?status=partly-refunded&from=2026-11-20&to=2026-11-24&min=1000&max=20000&method=upi&q=asha',
    },
    msw: { handlers: { transactions: listing(transactionRows.slice(2, 3), 1), export: csvExport } },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    exports.length = 0;
    const canvas = within(canvasElement);
    await transactionsTable(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Search and filter the payments' }));
    await expect(filters.getByRole('button', { name: 'Status: Partly refunded, change' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Method: UPI, change' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Made: 20 Nov 2026 – 24 Nov 2026, change' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Amount: ₹1,000 – ₹20,000, change' })).toBeVisible();
    await expect(filters.getByRole('status')).toHaveTextContent('1 transactions · 7 filters on');
    const expected = {
      status: 'partly-refunded',
      from: '2026-11-19T18:30:00.000Z',
      to: '2026-11-24T18:30:00.000Z',
      amountMin: '1000',
      amountMax: '20000',
      method: 'upi',
      q: 'asha',
    };
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toEqual({ ...expected, page: '1', limit: '25' });

    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    await expect(Object.fromEntries(exports[0]?.url.searchParams ?? [])).toEqual(expected);
    await expect(exports[0]?.authorization).toBe('Bearer story-staff-access-token');
  },
};

/** Nothing matches, and nothing needs attention. */
export const Empty: Story = {
  parameters: {
    backofficePage: { url: '/transactions?status=cancelled' },
    msw: {
      handlers: {
        transactions: listing([], 0, NO_TOTALS),
        attention: mockData('/admin/transactions/attention', { items: [] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const table = await transactionsTable(canvasElement);
    await expect(table.getByRole('cell', { name: 'No transactions match these filters.' })).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Needs attention' })).toHaveTextContent('Nothing needs attention');
    await expect(canvas.getByRole('region', { name: 'Totals for these filters' })).toHaveTextContent('₹0.00');
  },
};

/**
 * A refund made in Razorpay's Dashboard that would take more than the payment had left: listed with Razorpay's
 * figures (its refund id, amount and payment id) and the way to look into it.
 */
export const RefundNotRecorded: Story = {
  parameters: {
    backofficePage: { url: '/transactions?status=successful' },
    msw: {
      handlers: {
        transactions: listing(transactionRows.slice(0, 2), 2),
        attention: mockData('/admin/transactions/attention', { items: [unrecordedRefundItem] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await transactionsTable(canvasElement);
    const attention = within(within(canvasElement).getByRole('region', { name: 'Needs attention' }));
    const [item] = attention.getAllByRole('listitem');
    const entry = within(item as HTMLElement);
    await expect(entry.getByRole('heading', { name: 'Refund not recorded' })).toBeVisible();
    await expect(item).toHaveTextContent(
      'Razorpay reports a refund of ₹14,999.00 to Rohit Sharma for Private Limited Company Registration (rfnd_DashboardRfnd01 of payment pay_DashboardPaym01, refunded)',
    );
    await expect(item).toHaveTextContent('It is more than the payment has left to refund, so it is not in the books');
    await expect(entry.getByRole('link', { name: 'Open the transaction' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/transactions/${unrecordedRefundItem.transaction.id}`),
    );
    await expect(entry.getByRole('button', { name: 'Check with Razorpay' })).toBeVisible();
  },
};

/** An operator who opens the address directly is told it is not for them; nothing of the payments is asked for. */
export const OperatorNotAllowed: Story = {
  parameters: {
    msw: { handlers: { staffMe: mockData('/admin/me', { staff: operator }), transactions: listing(transactionRows) } },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'You are not allowed to see this page' }, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Payments' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(asked).toHaveLength(0);
  },
};
