import type { Schemas } from '@startwise/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { serviceDetail } from '../../stories/fixtures/catalog';
import { SUBMISSION_SERVICE_SLUG, submissionDetails } from '../../stories/fixtures/submission-details';
import { submissionProgress } from '../../stories/fixtures/submission-progress';
import { mockData, mockError } from '../../stories/mock-api';
import { mockProgress } from '../../stories/mock-submission-progress';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';

/**
 * Submission detail (spec 2, spec 4 "Submission details actions") for a signed-in customer at /submissions/{id}:
 * one story per payment state, and an id the server does not know.
 */
const meta = {
  title: 'Pages/Submission Detail',
  ...pageStory,
  parameters: {
    appPage: { url: `/submissions/${submissionDetails.pending._id}`, signedIn: true },
    // The answers are listed under the form's labels, read from the service.
    msw: {
      handlers: { service: mockData('/public/services/{slug}', { service: serviceDetail(SUBMISSION_SERVICE_SLUG) }) },
    },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/public/services/submissions/{id}';
const detail = (submission: Schemas['Submission']) => mockData(DETAIL, { submission });

/** The page's status card once the submission has loaded. */
async function statusCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: submissionDetails.pending.service.title }, PAGE_READY);
  return within(canvas.getByRole('region', { name: 'Status and Payment' }));
}

/** Awaiting payment: the application alone on the timeline, no expected date yet (shot in both brands). */
export const PaymentPending: Story = {
  parameters: {
    msw: {
      handlers: {
        submission: detail(submissionDetails.pending),
        progress: mockProgress(submissionProgress.awaitingPayment.progress),
      },
    },
    screenshot: { everyBrand: true },
  },
  play: async ({ canvasElement }) => {
    const card = await statusCard(canvasElement);
    await expect(card.getByRole('link', { name: 'Proceed to Payment' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Payment' })).toBeEnabled();
    expect(card.queryByText('Expected by')).toBeNull();
    // While the progress loads, its card holds a placeholder: wait for the timeline itself.
    await within(canvasElement).findByText('Application submitted', undefined, PAGE_READY);
    const progress = await findRegion(canvasElement, 'Progress');
    const entries = within(progress.getByRole('list', { name: 'What happened' })).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    await expect(entries[0]).toHaveTextContent(/^Application submitted18 Nov 2026/);
    // Not paid yet: every step of the service is still to come, and no date is promised.
    const steps = within(progress.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Story agreedComing up',
      'First draftComing up',
      'Changes madeComing up',
      'Final deck deliveredComing up',
    ]);
    expect(progress.queryByText(/^Expected by/)).toBeNull();
  },
};

export const PaymentFailed: Story = {
  parameters: { msw: { handlers: { submission: detail(submissionDetails.failed) } } },
  play: async ({ canvasElement }) => {
    const card = await statusCard(canvasElement);
    await expect(card.getByRole('link', { name: 'Retry Payment' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Payment' })).toBeEnabled();
  },
};

export const PaymentCancelled: Story = {
  parameters: { msw: { handlers: { submission: detail(submissionDetails.cancelled) } } },
  play: async ({ canvasElement }) => {
    const card = await statusCard(canvasElement);
    await expect(card.getByText('Payment has been cancelled')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Start New Payment' })).toBeVisible();
  },
};

/**
 * Paid: the completed message, the transaction and the invoice, and the date the work is expected by (shot in both
 * brands); the screenshot shows the uploaded deck and its size.
 */
export const Paid: Story = {
  parameters: {
    msw: {
      handlers: {
        submission: detail(submissionProgress.paid.submission),
        progress: mockProgress(submissionProgress.paid.progress),
      },
    },
    screenshot: { everyBrand: true },
  },
  play: async ({ canvasElement }) => {
    const card = await statusCard(canvasElement);
    // The progress card is drawn again once its query answers: look for the date in the page, not the placeholder.
    await expect(await within(canvasElement).findByText('Expected by 2 Dec 2026', undefined, PAGE_READY)).toBeVisible();
    await expect(card.getByText('Payment has been completed for this submission')).toBeVisible();
    await expect(card.getByRole('button', { name: 'View Transaction' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
    const documents = within(canvasElement).getByRole('region', { name: 'Documents' });
    documents.scrollIntoView({ block: 'center' });
    const files = within(documents);
    await expect(files.getByText('2.40 MB')).toBeVisible();
    await expect(files.getByRole('button', { name: 'Download bluepeak-deck-v3.pdf' })).toBeEnabled();
  },
};

/** ₹5,000 of the payment refunded: the badge says so, the notice gives the amounts, the credit note is beside the invoice. */
export const PartlyRefunded: Story = {
  parameters: { msw: { handlers: { submission: detail(submissionDetails.partlyRefunded) } } },
  play: async ({ canvasElement }) => {
    const card = await statusCard(canvasElement);
    // The payment reads it; the order's progress stays where its work is.
    await expect(card.getAllByText('Partly refunded')).toHaveLength(1);
    await expect(card.getByText('₹5,000 of your payment of ₹14,999 has been refunded.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Download Credit Note' })).toBeEnabled();
  },
};

/** Refunded in full, in two refunds (then rejected): a credit note button for each, named by its number. */
export const Refunded: Story = {
  parameters: { msw: { handlers: { submission: detail(submissionDetails.refunded) } } },
  play: async ({ canvasElement }) => {
    const card = await statusCard(canvasElement);
    // The order reads Rejected (its reason is the story) and its payment Refunded.
    await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(card.getByText('Your payment of ₹14,999 has been refunded in full.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
    for (const number of ['CN/2026-27/00011', 'CN/2026-27/00012']) {
      await expect(card.getByRole('button', { name: `Download Credit Note ${number}` })).toBeEnabled();
    }
  },
};

/** An id the server does not know (or another customer's): 404. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { submission: mockError(DETAIL, 404, 'Submission not found') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Submission Not Found' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Services' })).toBeVisible();
  },
};
