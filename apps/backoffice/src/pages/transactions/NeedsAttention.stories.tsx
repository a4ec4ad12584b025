import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import {
  attentionItems,
  transactionRows,
  transactionsPage,
  unrecordedRefundItem,
} from '../../stories/fixtures/transaction-list';
import { mockData, mockTwoPages } from '../../stories/mock-api';
import { findTable } from '../../stories/screen-checks';

/** /backoffice/transactions' "Needs attention": what a person must look into, beside two payments. */
const meta = {
  title: 'Back office/Payments needing attention',
  ...backofficeStory,
  parameters: { backofficePage: { url: '/transactions?status=successful', signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const twoPayments = { transactions: mockData('/admin/transactions', transactionsPage(transactionRows.slice(0, 2), 2)) };

/** The attention list, once the payments beside it have loaded. */
async function needsAttention(canvasElement: HTMLElement) {
  await findTable(canvasElement, 'Transactions');
  return within(within(canvasElement).getByRole('region', { name: 'Needs attention' }));
}

/**
 * A refund made in Razorpay's Dashboard that would take more than the payment had left: listed with Razorpay's
 * figures (its refund id, amount and payment id) and the way to look into it.
 */
export const RefundNotRecorded: Story = {
  parameters: {
    msw: {
      handlers: {
        ...twoPayments,
        attention: mockData('/admin/transactions/attention', { items: [unrecordedRefundItem], nextCursor: null }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const attention = await needsAttention(canvasElement);
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

/** The attention list's addresses asked of the server. */
const asked: URL[] = [];

/**
 * More needs attention than one page holds: the first page ends with "Show more", which asks for the next one with
 * its cursor and lists it below, oldest first still. (No screenshot: the page is Loaded's, with one more button.)
 */
export const AttentionOverSeveralPages: Story = {
  parameters: {
    screenshot: { disable: true },
    msw: {
      handlers: {
        ...twoPayments,
        attention: mockTwoPages(
          '/admin/transactions/attention',
          { items: attentionItems.slice(0, 2), nextCursor: 'after-the-double-charge' },
          { items: attentionItems.slice(2), nextCursor: null },
          asked,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const attention = await needsAttention(canvasElement);
    await expect(attention.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(attention.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(attention.getAllByRole('listitem')).toHaveLength(3));
    await expect(attention.getAllByRole('listitem')[2]).toHaveTextContent("Meera Iyer's payment of ₹2,999.00");
    await expect(attention.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expect(asked.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'after-the-double-charge']);
  },
};
