import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { orderTax, paymentOrder } from '../../stories/fixtures/payment-order';
import { submissionDetails } from '../../stories/fixtures/submission-details';
import { mockPost, mockPostError, mockPostLoading } from '../../stories/mock-api';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/**
 * Payment (spec 2, spec 4 "Payment flow") for the pending pitch deck application at /payment/{submissionId}.
 * Checkout's script loads only on Pay (from GET /api/config's checkoutScriptUrl), which no story presses.
 */
const meta = {
  title: 'Pages/Payment',
  ...pageStory,
  parameters: { appPage: { url: `/payment/${submissionDetails.pending._id}`, signedIn: true } },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const CREATE_ORDER = '/payment/create-order';

export const Initializing: Story = {
  parameters: { msw: { handlers: { createOrder: mockPostLoading(CREATE_ORDER) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Initializing payment...', {}, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  },
};

/**
 * The order is ready: the service, its taxable value and CGST + SGST (billed in the supplier's state) as the invoice
 * will print them, the total, who handles the money and the policies, and the Pay button (not pressed).
 */
export const OrderSummary: Story = {
  parameters: { msw: { handlers: { createOrder: mockPost(CREATE_ORDER, { success: true, data: paymentOrder }) } } },
  play: async ({ canvasElement }) => {
    const summary = await findRegion(canvasElement, 'Payment summary');
    await expect(summary.getByText(paymentOrder.notes.serviceName)).toBeVisible();
    await expect(summary.getByText('₹12,711.02')).toBeVisible();
    await expect(summary.getByText('CGST (9%)')).toBeVisible();
    await expect(summary.getByText('SGST (9%)')).toBeVisible();
    await expect(summary.getByText('₹14,999.00')).toBeVisible();
    await expect(summary.queryByText('Currency')).toBeNull();
    await expect(summary.getByText('Payments secured by Razorpay')).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
    await expect(summary.getByRole('button', { name: 'Pay ₹14,999' })).toBeEnabled();
    await expect(summary.getByRole('button', { name: 'Cancel Payment' })).toBeEnabled();
    // A page where the customer pays carries no marketing footer or newsletter form.
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

/** Billed in another state: one IGST line at 18%. */
export const InterStateOrder: Story = {
  parameters: {
    msw: {
      handlers: {
        createOrder: mockPost(CREATE_ORDER, {
          success: true,
          data: { ...paymentOrder, tax: orderTax('Maharashtra') },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const summary = await findRegion(canvasElement, 'Payment summary');
    await expect(summary.getByText('IGST (18%)')).toBeVisible();
    await expect(summary.getByText('₹2,287.98')).toBeVisible();
    await expect(summary.queryByText('CGST (9%)')).toBeNull();
  },
};

/** The server refuses the order (here: already paid in another tab): the notice, its reason, and Go Back. */
export const OrderFailed: Story = {
  parameters: {
    msw: { handlers: { createOrder: mockPostError(CREATE_ORDER, 409, 'This submission has already been paid') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('There was an issue initializing your payment. Please try again.', {}, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Back' })).toHaveAttribute(
      'href',
      `/submissions/${submissionDetails.pending._id}`,
    );
    // Said once, in the page: the heading carries the server's reason, and no toast repeats it.
    await expect(canvas.getByText('This submission has already been paid')).toBeVisible();
  },
};
