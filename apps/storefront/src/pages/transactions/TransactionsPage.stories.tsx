import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { transactions, transactionsPage } from '../../stories/fixtures/transactions';
import { mockData, mockError, mockLoading } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';
import { dialogSettled } from '../../stories/settle';

/** 'Payment Transactions' (spec 2) for a signed-in customer, in the real app at /user/transactions. */
const meta = {
  title: 'Pages/Transactions',
  ...pageStory,
  parameters: {
    appPage: { url: '/user/transactions', signedIn: true },
    msw: {
      handlers: { transactions: mockData('/payment/transactions', { transactions, pagination: transactionsPage }) },
    },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = '/payment/transactions';

/** The table once the transactions have loaded. */
async function table(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('table', { name: 'Payment Transactions' }, PAGE_READY));
}

/**
 * One row per payment, dated in en-IN ('20 Nov 2026, 10:20 am'), with the service it paid for, its amount in
 * rupees and its status; a paid row downloads its invoice, a refunded one its credit note (shot in both brands).
 */
export const Full: Story = {
  parameters: { screenshot: { everyBrand: true } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('rowheader')[0]).toHaveTextContent(/^20 Nov 2026, \d{1,2}:\d{2} [ap]m$/);
    await expect(rows.getAllByRole('button', { name: 'View Details' })).toHaveLength(transactions.length);
    await expect(rows.getAllByRole('cell', { name: /^₹[\d,]+$/ })).toHaveLength(transactions.length);
    for (const transaction of transactions) {
      await expect(rows.getAllByText(transaction.notes.serviceName).length).toBeGreaterThan(0);
    }
    const invoiced = transactions.filter((transaction) => transaction.invoiceNumber);
    expect(invoiced.length).toBeGreaterThan(0);
    for (const { invoiceNumber } of invoiced) {
      await expect(rows.getByRole('button', { name: `Invoice ${invoiceNumber}` })).toBeEnabled();
    }
    await expect(rows.getByRole('button', { name: 'Credit note CN/2026-27/00004' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        transactions: mockData(LIST, { transactions: [], pagination: { total: 0, page: 1, limit: 10, pages: 0 } }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No transactions found', {}, PAGE_READY)).toBeVisible();
  },
};

/** Filters open; a negative Min Amount is refused on Apply Filters (spec 5: amounts cannot go below 0). */
export const FiltersOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const filters = within(canvas.getByRole('region', { name: 'Filters' }));
    await userEvent.type(filters.getByLabelText('Min Amount'), '-500');
    await userEvent.click(filters.getByRole('button', { name: 'Apply Filters' }));
    await expect(await filters.findByText('Amount cannot be less than 0')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Reset' })).toBeEnabled();
  },
};

/** Skeletons, and after 400 ms the app-wide loading overlay. */
export const Loading: Story = {
  parameters: { msw: { handlers: { transactions: mockLoading(LIST) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...', {}, PAGE_READY)).toBeVisible();
  },
};

/** A server error (the client retries twice, about 3 s) shows the catalogue's text of spec 8. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { transactions: mockError(LIST, 500, 'Failed to fetch transactions') } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('A server error occurred. Please try again later.', {}, PAGE_READY),
    ).toBeVisible();
  },
};

/** View Details of the failed card payment: the dialog with its order, payment id and failure reason. */
export const TransactionDetails: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const failed = transactions.findIndex((transaction) => transaction.status === 'failed');
    await userEvent.click(rows.getAllByRole('button', { name: 'View Details' }).at(failed) as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Transaction Details' }));
    await expect(dialog.getByText('Your payment was declined by the bank.')).toBeVisible();
    await expect(dialog.getByText(transactions[failed]?.razorpayOrderId ?? '')).toBeVisible();
    await dialogSettled();
  },
};

/** View Details of the partly refunded payment: the amount refunded and its credit note, named by its number. */
export const RefundDetails: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getByText('Partly refunded')).toBeVisible();
    const partly = transactions.findIndex(
      (transaction) => transaction.status === 'successful' && transaction.refundedAmount > 0,
    );
    await userEvent.click(rows.getAllByRole('button', { name: 'View Details' }).at(partly) as HTMLElement);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Transaction Details' }));
    await expect(dialog.getByText('₹2,000')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download Credit Note CN/2026-27/00004' })).toBeEnabled();
    await dialogSettled();
  },
};
