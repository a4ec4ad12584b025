import { paymentMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findRegion } from '../find-region';
import { serviceDetail } from '../fixtures/catalog';
import { paymentOrder } from '../fixtures/payment-order';
import { submissionDetails } from '../fixtures/submission-details';
import { submissionProgress } from '../fixtures/submission-progress';
import { mockData, mockPost } from '../mock-api';
import { PAGE_READY } from '../page-story';
import { diagramStory } from './diagramStory';
import { installFakeCheckout } from './fake-checkout';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';
import { pressEnterOn } from './keyboard';

const meta = {
  title: 'Flows/Payment',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **payment** machine (\`paymentMachine\`, selectors under \`payment\` from \`@startwise/flows\`):
creating order → order ready → checkout open → verifying → success or failed; dismissed; order failed ('Failed to
initialize payment'); script failed ('Razorpay SDK failed to load. Please try again later.'); cancel with the
'Cancel Payment?' confirmation; retry. A storefront provides \`createOrder\`, \`loadCheckoutScript\`, \`openCheckout\`,
\`verifyPayment\` and \`cancelPayment\`.

The journeys run the storefront's payment and submission pages against a mock API, with a test checkout in place
of Razorpay's.`,
      },
    },
  },
} satisfies Meta;

export default meta;

const { _id: submissionId } = submissionDetails.pending;
/** What the mock server knows of the application: it changes as the checkout and the calls report. */
let submission: (typeof submissionDetails)[keyof typeof submissionDetails] = submissionDetails.pending;

const paymentApi = {
  createOrder: mockPost('/payment/create-order', { success: true, data: paymentOrder }),
  verify: http.post('/api/payment/verify', () => {
    submission = submissionDetails.paid;
    return HttpResponse.json({ success: true, data: { transaction: submissionDetails.paid.transaction } });
  }),
  cancel: http.post('/api/payment/cancel/:id', () => {
    submission = submissionDetails.cancelled;
    return HttpResponse.json({ success: true, message: 'Payment has been cancelled successfully', data: {} });
  }),
  service: mockData('/public/services/{slug}', { service: serviceDetail(submissionDetails.pending.service.slug) }),
  submission: http.get('/api/public/services/submissions/:id', () =>
    HttpResponse.json({ success: true, data: { submission } }),
  ),
  progress: http.get('/api/public/services/submissions/:id/progress', () =>
    HttpResponse.json({
      success: true,
      data:
        submission.paymentStatus === 'paid'
          ? submissionProgress.paid.progress
          : submissionProgress.awaitingPayment.progress,
    }),
  ),
};

const startPending = () => {
  submission = submissionDetails.pending;
  return installFakeCheckout({
    onFailure: () => {
      submission = submissionDetails.failed;
    },
    onSuccess: () => {},
  });
};

export const Diagram: StoryObj = diagramStory(paymentMachine, 'payment');

/** Pay, fail at the checkout, retry from the submission, pay again and succeed. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: `/payment/${submissionId}`, signedIn: true },
    screenshot: JOURNEY_SCREENSHOT,
    msw: { handlers: paymentApi },
  },
  globals: desktopViewport,
  beforeEach: (context) => {
    const uninstall = startPending();
    const cleanUp = journey.beforeEach(context);
    return () => {
      uninstall();
      cleanUp();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await findRegion(canvasElement, 'Payment summary');
    await pressEnterOn(summary.getByRole('button', { name: 'Pay ₹14,999' }));
    await pressEnterOn(await screen.findByRole('button', { name: 'Simulate failure' }, PAGE_READY));
    await expect(
      await canvas.findByText('Your payment did not go through. You can retry it below.', {}, PAGE_READY),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: 'Retry Payment' }, PAGE_READY));
    const again = await findRegion(canvasElement, 'Payment summary');
    await pressEnterOn(again.getByRole('button', { name: 'Pay ₹14,999' }));
    await pressEnterOn(await screen.findByRole('button', { name: 'Simulate success' }, PAGE_READY));
    // Said once, by the submission page's banner (no toast, no repeated box).
    await expect(await canvas.findByText('Payment completed successfully!', {}, PAGE_READY)).toBeVisible();
  },
};

/** Ask to cancel, go back with Escape, ask again and confirm. */
export const CancelJourney: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: `/payment/${submissionId}`, signedIn: true },
    screenshot: JOURNEY_SCREENSHOT,
    msw: { handlers: paymentApi },
  },
  globals: desktopViewport,
  beforeEach: Journey.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await findRegion(canvasElement, 'Payment summary');
    await pressEnterOn(summary.getByRole('button', { name: 'Cancel Payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Payment?' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(summary.getByRole('button', { name: 'Pay ₹14,999' })).toBeVisible();
    await pressEnterOn(summary.getByRole('button', { name: 'Cancel Payment' }));
    await pressEnterOn(await screen.findByRole('button', { name: 'Confirm Cancellation' }));
    await expect(await canvas.findByText('Payment has been cancelled', {}, PAGE_READY)).toBeVisible();
  },
};
