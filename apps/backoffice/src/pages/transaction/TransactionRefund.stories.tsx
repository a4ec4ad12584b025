import type { Schemas } from '@startwise/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport } from '../../stories/backoffice-story';
import { adminTransactions, refundAnswer } from '../../stories/fixtures/transactions';
import { dialogSettled } from '../../stories/settle';
import { opened } from './transaction-story';

/** The refund form of /backoffice/transactions/:id (the ₹14,999 payment, nothing refunded yet). */
const meta = {
  title: 'Back office/Transaction refund',
  ...backofficeStory,
  parameters: { backofficePage: { url: `/transactions/${adminTransactions.successful.id}`, signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface SentRefund {
  key: string | null;
  body: unknown;
}
const sent: SentRefund[] = [];

/** POST .../refunds answers each attempt in turn with `answers` (status and body), recording key and body. */
const refunds = (...answers: { status: number; body: unknown }[]) =>
  http.post('/api/admin/transactions/:id/refunds', async ({ request }) => {
    sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    const answer = answers[Math.min(sent.length, answers.length) - 1] ?? { status: 500, body: {} };
    await delay(50);
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  });
const made = (status: number, amountPaise: number, refundStatus: Schemas['Refund']['status']) => ({
  status,
  body: { success: true, data: refundAnswer(amountPaise, refundStatus) },
});
const refused = (status: number, message: string, errors?: Schemas['FieldError'][]) => ({
  status,
  body: { success: false, message, errors },
});

/** Opens the refund dialog, with nothing sent yet, and answers it (once its entrance has finished). */
async function openRefund(canvasElement: HTMLElement) {
  sent.length = 0;
  const canvas = await opened(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
  await dialogSettled();
  return within(dialog);
}

async function fillAndSend(dialog: ReturnType<typeof within>, amount: string, reason: string) {
  const field = dialog.getByLabelText(/^Amount in rupees/);
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.type(dialog.getByLabelText(/^Reason/), reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
}

/** The form says what to fix before anything is sent: a reason is required, and no more than is refundable. */
export const RefundValidation: Story = {
  parameters: { msw: { handlers: { refunds: refunds(made(201, 100, 'pending')) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await expect(dialog.getByLabelText(/^Amount in rupees/)).toHaveValue('14999');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(dialog.getByText('Give a reason for the refund')).toBeVisible();
    await fillAndSend(dialog, '15000.50', 'Changed plans');
    await expect(dialog.getByText('At most ₹14,999.00 can be refunded')).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

/** The server refuses more than is refundable (someone refunded meanwhile): its words show under the amount. */
export const RefundOverRefunded: Story = {
  parameters: {
    msw: {
      handlers: {
        refunds: refunds(
          refused(422, 'At most ₹4,999.00 can be refunded', [
            { field: 'amountPaise', message: 'At most ₹4,999.00 can be refunded' },
          ]),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await fillAndSend(dialog, '10000', 'Changed plans');
    await expect(await dialog.findByText('At most ₹4,999.00 can be refunded')).toBeVisible();
    await expect(dialog.getByLabelText(/^Amount in rupees/)).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toHaveLength(1);
    // Changing the amount takes the server's word away until it is sent again.
    await userEvent.type(dialog.getByLabelText(/^Amount in rupees/), '{Backspace}');
    await expect(dialog.queryByText('At most ₹4,999.00 can be refunded')).toBeNull();
    await userEvent.type(dialog.getByLabelText(/^Amount in rupees/), '0');
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A partial refund in rupees goes as integer paise with the reason and speed; the page says it is with Razorpay. */
export const RefundMade: Story = {
  parameters: { msw: { handlers: { refunds: refunds(made(201, 500_050, 'pending')) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await fillAndSend(dialog, '5,000.50', '  Changed plans ');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund this payment' })).toBeNull());
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toEqual({ amountPaise: 500_050, reason: 'Changed plans', speed: 'normal' });
    await expect(sent[0]?.key).toMatch(UUID);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'The refund of ₹5,000.50 is with Razorpay (pending). The customer is mailed once it is processed.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Every refund' })).toHaveTextContent('₹5,000.50');
  },
};

/** 202: stored, but Razorpay has not confirmed it yet; the page says it will be checked again automatically. */
export const RefundUnconfirmed: Story = {
  parameters: { msw: { handlers: { refunds: refunds(made(202, 1_499_900, 'requested')) } } },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Application withdrawn');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The refund of ₹14,999.00 is stored, but Razorpay has not confirmed it yet; we will check again automatically.',
    );
    await expect(sent[0]?.body).toMatchObject({ amountPaise: 1_499_900 });
  },
};

/**
 * A server error, then the admin sends again: the same Idempotency-Key both times, so the server makes one refund.
 * The button is busy while a request runs.
 */
export const RefundRetriedWithTheSameKey: Story = {
  parameters: {
    msw: { handlers: { refunds: refunds(refused(503, 'Unavailable'), made(201, 1_499_900, 'processed')) } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Duplicate payment');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByText(/server/i)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]?.key).toBe(sent[0]?.key);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '₹14,999.00 has been refunded. The credit note is ready.',
    );
  },
};

/** Razorpay refused the refund (502): it is listed as failed, and a new attempt is a new refund with a new key. */
export const RefundRefusedByRazorpay: Story = {
  parameters: {
    msw: {
      handlers: { refunds: refunds(refused(502, 'Razorpay refused'), refused(409, 'This payment is not refundable')) },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRefund(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Duplicate payment');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByText(/^Razorpay refused the refund/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByText('This payment is not refundable')).toBeVisible();
    await expect(sent).toHaveLength(2);
    await expect(sent[1]?.key).not.toBe(sent[0]?.key);
  },
};
