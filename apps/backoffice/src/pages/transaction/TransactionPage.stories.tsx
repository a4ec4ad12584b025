import type { Schemas } from '@startwise/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { TRANSACTION_ID } from '../../stories/fixtures/ids';
import { adminTransactions } from '../../stories/fixtures/transactions';
import { mockData } from '../../stories/mock-api';
import { opened } from './transaction-story';

/** /backoffice/transactions/:id: one payment, its refunds and credit notes (the refund form: TransactionRefund). */
const meta = {
  title: 'Back office/Transaction',
  ...backofficeStory,
  parameters: { backofficePage: { url: `/transactions/${TRANSACTION_ID}`, signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (transaction: Schemas['AdminTransaction']) => ({
  transaction: mockData('/admin/transactions/{id}', { transaction }),
});

/** Paid, nothing refunded: everything the payment is, the customer, the submission's link, and what can be done. */
export const Successful: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const payment = canvas.getByRole('region', { name: 'Payment' });
    for (const text of [
      'StatusPaid',
      '₹14,999.00',
      '₹0.00',
      'UPI',
      'order_N5cXyZ12AbCdEf',
      'pay_N5cY0a34GhIjKl',
      'SW/2026-27/00042',
    ]) {
      await expect(payment).toHaveTextContent(text);
    }
    await expect(canvas.getByRole('region', { name: 'Refunds' })).toHaveTextContent('Nothing has been refunded.');
    await expect(canvas.getByRole('region', { name: 'Customer' })).toHaveTextContent('asha.verma@example.in');
    await expect(canvas.getByRole('link', { name: 'Open the submission in the queue' })).toHaveAttribute(
      'href',
      expect.stringContaining('/submissions/'),
    );
    await expect(canvas.getByRole('button', { name: 'Refund' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check with Razorpay' })).toBeVisible();
  },
};

const downloads: (string | null)[] = [];

/**
 * Partly refunded: the status says so, ₹9,999 is still refundable, a processed refund has its credit note (which
 * downloads with the staff token) and a failed one says why.
 */
export const PartlyRefunded: Story = {
  parameters: {
    msw: {
      handlers: {
        ...showing(adminTransactions.partlyRefunded),
        creditNote: http.get('/api/admin/transactions/:id/refunds/:refundId/credit-note', ({ request }) => {
          downloads.push(request.headers.get('authorization'));
          return new HttpResponse('%PDF-1.7\n%%EOF\n', { headers: { 'content-type': 'application/pdf' } });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    downloads.length = 0;
    const canvas = await opened(canvasElement);
    const payment = canvas.getByRole('region', { name: 'Payment' });
    await expect(within(payment).getByText('Partly refunded')).toBeVisible();
    await expect(payment).toHaveTextContent('Refunded₹5,000.00');
    await expect(payment).toHaveTextContent('Refundable₹9,999.00');
    const rows = within(canvas.getByRole('table', { name: 'Every refund' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows[0]).toHaveTextContent('Refunded');
    await expect(rows[0]).toHaveTextContent('CN/2026-27/00007');
    await waitFor(() => expect(rows[0]).toHaveTextContent('Priya Nair'));
    await expect(rows[1]).toHaveTextContent('Failed');
    await expect(rows[1]).toHaveTextContent('The bank account is closed');
    await expect(rows[1]).toHaveTextContent('Once processed');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Credit Note CN/2026-27/00007' }));
    await waitFor(() => expect(downloads).toEqual(['Bearer story-staff-access-token']));
  },
};

/** Refunded in full: nothing is left to refund, so no Refund button; both credit notes are there. */
export const Refunded: Story = {
  parameters: { msw: { handlers: showing(adminTransactions.refunded) } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const payment = canvas.getByRole('region', { name: 'Payment' });
    await expect(payment).toHaveTextContent('StatusRefunded');
    await expect(payment).toHaveTextContent('Refundable₹0.00');
    await expect(canvas.queryByRole('button', { name: 'Refund' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Download Credit Note CN\// })).toHaveLength(2);
    await expect(canvas.getByRole('table', { name: 'Every refund' })).toHaveTextContent('instant speed');
  },
};
