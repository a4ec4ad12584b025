import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { companyRegistration } from '../../stories/fixtures/catalog';
import { fixtureId, SUBMISSION_ID } from '../../stories/fixtures/ids';
import { adminSubmissions } from '../../stories/fixtures/submissions';
import { mockData, mockError, mockFileDownload } from '../../stories/mock-api';

/** /backoffice/submissions/:id in each state a member meets, signed in as the admin. */
const meta = {
  title: 'Back office/Submission',
  ...backofficeStory,
  parameters: {
    backofficePage: { url: `/submissions/${SUBMISSION_ID}`, signedIn: true },
    msw: { handlers: { serviceForm: mockData('/public/services/{slug}', { service: companyRegistration }) } },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (submission: (typeof adminSubmissions)[keyof typeof adminSubmissions]) => ({
  submission: mockData('/admin/submissions/{id}', submission),
});

/** The page once its heading shows, and its "Work on this submission" card. */
async function opened(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: companyRegistration.title, level: 1 }, PAGE_READY);
  return { canvas, work: within(canvas.getByRole('region', { name: 'Work on this submission' })) };
}

/** Submitted, not paid: it may start, or be rejected (with a reason). Answers under their form labels. */
export const PendingUnpaid: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, work } = await opened(canvasElement);
    await expect(work.getByRole('button', { name: 'Start processing' })).toBeVisible();
    await expect(work.getByRole('button', { name: 'Reject' })).toBeVisible();
    await waitFor(() => expect(work.getByRole('button', { name: /Assignee$/ })).toHaveTextContent('Unassigned'));
    const answers = canvas.getByRole('region', { name: 'Answers' });
    await expect(await within(answers).findByText('Proposed company name')).toBeVisible();
    await expect(answers).toHaveTextContent('Bluepeak Foods Private Limited');
    await expect(canvas.getByRole('region', { name: 'Service and payment' })).toHaveTextContent('When paid');
  },
};

/**
 * Paid and waiting: it may start; rejecting a paid submission waits for a refund (the server refuses it), so it is
 * not offered: the admin is pointed to the transaction to refund it, and the payment links there too.
 */
export const PendingPaid: Story = {
  parameters: { msw: { handlers: showing(adminSubmissions.pendingPaid) } },
  play: async ({ canvasElement }) => {
    const { canvas, work } = await opened(canvasElement);
    await expect(work.getByRole('button', { name: 'Start processing' })).toBeVisible();
    await expect(work.queryByRole('button', { name: 'Reject' })).toBeNull();
    await expect(
      work.getByText(/^A paid submission can only be rejected after its payment is refunded\./),
    ).toBeVisible();
    const transactionPath = `/transactions/${fixtureId(7501)}`;
    await expect(work.getByRole('link', { name: 'Refund it from the transaction' })).toHaveAttribute(
      'href',
      expect.stringContaining(transactionPath),
    );
    const payment = canvas.getByRole('region', { name: 'Service and payment' });
    await expect(within(payment).getByRole('link', { name: /^successful · order_/ })).toHaveAttribute(
      'href',
      expect.stringContaining(transactionPath),
    );
    await expect(payment).toHaveTextContent('SW/2026-27/00042');
    await expect(payment).toHaveTextContent('pay_N5cY0a34GhIjKl');
    await expect(payment).toHaveTextContent('24 Nov 2026');
    await expect(within(canvas.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * In progress and overdue, with an open request (first) and an answered one whose files download with the staff
 * token; notes from the team; the timeline of what happened.
 */
export const ProcessingWithRequests: Story = {
  parameters: {
    msw: {
      handlers: {
        ...showing(adminSubmissions.processing),
        file: mockFileDownload((authorization) => {
          downloads.push(authorization);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    downloads.length = 0;
    const { canvas, work } = await opened(canvasElement);
    await expect(canvas.getAllByText('Overdue')).toHaveLength(2);
    await expect(work.getByRole('button', { name: 'Mark completed' })).toBeVisible();
    await waitFor(() => expect(work.getByRole('button', { name: /Assignee$/ })).toHaveTextContent('Arjun Menon'));
    const requests = within(canvas.getByRole('region', { name: 'Document requests' }));
    const [open, answered] = requests.getAllByRole('listitem', { name: /^Document request/ });
    await expect(open).toHaveTextContent('Address proof of the registered office');
    await expect(open).toHaveTextContent('open');
    await expect(open).toHaveTextContent('Waiting for the customer.');
    await expect(answered).toHaveTextContent('answered');
    await userEvent.click(
      within(answered as HTMLElement).getByRole('button', { name: 'Download dir-2-asha-verma.pdf' }),
    );
    await waitFor(() => expect(downloads).toEqual(['Bearer story-staff-access-token']));
    const timeline = canvas.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toHaveTextContent('Status: Not started → In progress');
    await expect(timeline).toHaveTextContent('Documents received: Signed consent of each director (DIR-2)');
    await expect(timeline).toHaveTextContent('by the customer');
    const notes = canvas.getByRole('region', { name: 'Notes and messages' });
    await expect(within(notes).getByText('Internal', { exact: true })).toBeVisible();
    await expect(within(notes).getByText('To the customer', { exact: true })).toBeVisible();
  },
};
const downloads: (string | null)[] = [];

/** Finished by the final delivery: the deliveries (newest first), and no more actions. */
export const CompletedWithDeliveries: Story = {
  parameters: { msw: { handlers: showing(adminSubmissions.completed) } },
  play: async ({ canvasElement }) => {
    const { canvas, work } = await opened(canvasElement);
    await expect(work.getByText('This submission is completed: its status cannot change any more.')).toBeVisible();
    await expect(work.queryByRole('button', { name: 'Deliver documents' })).toBeNull();
    const deliveries = within(canvas.getByRole('region', { name: 'Deliveries' }));
    const [latest, earlier] = deliveries.getAllByRole('listitem', { name: /^Delivery/ });
    await expect(latest).toHaveTextContent('Certificate of Incorporation');
    await expect(latest).toHaveTextContent('final');
    await expect(earlier).toHaveTextContent('Name approval letter (RUN)');
    await expect(canvas.getByRole('list', { name: 'Timeline' })).toHaveTextContent(
      'Delivered (final): Certificate of Incorporation',
    );
    canvas.getByRole('region', { name: 'Deliveries' }).scrollIntoView({ block: 'start' });
  },
};

/** Rejected: the reason the customer read is in the timeline. */
export const Rejected: Story = {
  parameters: { msw: { handlers: showing(adminSubmissions.rejected) } },
  play: async ({ canvasElement }) => {
    const { canvas, work } = await opened(canvasElement);
    await expect(work.getByText('This submission is rejected: its status cannot change any more.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Timeline' })).toHaveTextContent(
      'Reason: The proposed name is already registered to another company.',
    );
  },
};

/** An address with no submission behind it. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: { submission: mockError('/admin/submissions/{id}', 404, 'Submission not found') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Submission not found', level: 1 }, PAGE_READY),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Submission not found');
    await expect(canvas.getByRole('link', { name: 'Back to the queue' })).toBeVisible();
  },
};
