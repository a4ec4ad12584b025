import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { signedInAs } from '../../stories/default-handlers';
import { TRANSACTION_ID } from '../../stories/fixtures/ids';
import { operator } from '../../stories/fixtures/staff';
import { attentionItems, NO_TOTALS, transactionRows, transactionsPage } from '../../stories/fixtures/transaction-list';
import { lastQuery, mockData, recordedExport, recordedList } from '../../stories/mock-api';
import { expectAdminsOnly, exportedQuery, findTable, headerNav } from '../../stories/screen-checks';
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

const transactionList = recordedList('/admin/transactions', transactionsPage);

const csvExport = recordedExport('/admin/transactions/export', {
  csv: 'created_at,transaction_id\r\n',
  fileName: 'transactions-2026-11-25.csv',
});

const checks: string[] = [];
const reconcile = http.post('/api/admin/transactions/:id/reconcile', ({ params }) => {
  checks.push(String(params.id));
  const row = attentionItems[2]?.transaction;
  return HttpResponse.json({ success: true, data: { transaction: { ...row, status: 'successful' } } });
});

const transactionsTable = (canvasElement: HTMLElement) => findTable(canvasElement, 'Transactions');

/**
 * Newest first, with the totals of all 57 matches (captured, refunded, net, and the GST by head), and what needs a
 * person in words: a stuck refund, a double charge (to refund) and an unconfirmed payment (to check with Razorpay).
 */
export const Loaded: Story = {
  parameters: { msw: { handlers: { transactions: transactionList.answering(transactionRows, 57), reconcile } } },
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
    await expect(headerNav(canvasElement).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
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
    msw: {
      handlers: { transactions: transactionList.answering(transactionRows.slice(2, 3), 1), export: csvExport.handler },
    },
  },
  play: async ({ canvasElement }) => {
    transactionList.asked.length = 0;
    csvExport.requests.length = 0;
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
    await waitFor(() => expect(lastQuery(transactionList.asked)).toEqual({ ...expected, page: '1', limit: '25' }));
    await expect(await exportedQuery(canvasElement, csvExport.requests)).toEqual(expected);
  },
};

/** Nothing matches, and nothing needs attention. */
export const Empty: Story = {
  parameters: {
    backofficePage: { url: '/transactions?status=cancelled' },
    msw: {
      handlers: {
        transactions: transactionList.answering([], 0, NO_TOTALS),
        attention: mockData('/admin/transactions/attention', { items: [], nextCursor: null }),
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

/** An operator who opens the address directly is told it is not for them; nothing of the payments is asked for. */
export const OperatorNotAllowed: Story = {
  parameters: {
    msw: { handlers: { ...signedInAs(operator), transactions: transactionList.answering(transactionRows) } },
  },
  play: async ({ canvasElement }) => {
    transactionList.asked.length = 0;
    await expectAdminsOnly(canvasElement, 'Payments');
    await expect(transactionList.asked).toHaveLength(0);
  },
};
