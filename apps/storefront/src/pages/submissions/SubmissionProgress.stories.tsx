import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { serviceDetail } from '../../stories/fixtures/catalog';
import { SUBMISSION_SERVICE_SLUG } from '../../stories/fixtures/submission-details';
import {
  ADDRESS_PROOF,
  EXPERT_NAME,
  PARTLY_REFUNDED_DETAIL,
  type ProgressStory,
  REJECTION_REASON,
  submissionProgress,
} from '../../stories/fixtures/submission-progress';
import { mockData, mockPostError } from '../../stories/mock-api';
import { answerableRequest, downloadableFiles, mockProgress } from '../../stories/mock-submission-progress';
import { FLAKY_MESSAGE, healFlaky, resetStagedUploads } from '../../stories/mock-uploads';
import { desktopViewport, PAGE_READY, pageStory } from '../../stories/page-story';
import { expectToastThenGone } from '../../stories/settle';

/**
 * The submission page after payment: the expected date, the timeline, the team's messages, the documents
 * the team asks for (uploaded on this page, checked with the application form's rules) and the documents it
 * delivers. One story per state, shot in both brands; the interaction stories that end in a state shown here are
 * not shot again.
 */
const meta = {
  title: 'Pages/Submission Detail/Progress',
  ...pageStory,
  parameters: {
    appPage: { url: `/submissions/${submissionProgress.paid.submission._id}`, signedIn: true },
    msw: {
      handlers: { service: mockData('/public/services/{slug}', { service: serviceDetail(SUBMISSION_SERVICE_SLUG) }) },
    },
    screenshot: { everyBrand: true },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const DETAIL = '/public/services/submissions/{id}';
const UPLOAD = '/public/services/submissions/{id}/document-requests/{requestId}';

const handlersFor = ({ submission, progress }: ProgressStory) => ({
  submission: mockData(DETAIL, { submission }),
  progress: mockProgress(progress),
});

/** The region `name` once the page has loaded, scrolled to the middle of the frame for the screenshot. */
async function showRegion(canvasElement: HTMLElement, name: string) {
  const region = await within(canvasElement).findByRole('region', { name }, PAGE_READY);
  region.scrollIntoView({ block: 'center' });
  return within(region);
}

/** The request's file control, once its lazily loaded form has arrived. */
const fileInput = (region: ReturnType<typeof within>) =>
  region.findByLabelText(new RegExp(`^${ADDRESS_PROOF}`), undefined, PAGE_READY);

/** The clicked button keeps no focus ring in the screenshot. */
const leaveFocus = () => (document.activeElement as HTMLElement | null)?.blur();

/** The entries of a list in the Progress card ('What happened' for the timeline, 'Steps' for the milestones). */
async function listInProgress(canvasElement: HTMLElement, name: string) {
  const progress = await findRegion(canvasElement, 'Progress');
  const list = within(progress.getByRole('list', { name }));
  return list.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

/** The timeline's entries, in order. */
const timeline = (canvasElement: HTMLElement) => listInProgress(canvasElement, 'What happened');
/** The milestones with their state words, in order. */
const steps = (canvasElement: HTMLElement) => listInProgress(canvasElement, 'Steps');

/** The team is working on it and has written to the customer. */
export const InProgress: Story = {
  parameters: { msw: { handlers: handlersFor(submissionProgress.inProgress) } },
  play: async ({ canvasElement }) => {
    const messages = await showRegion(canvasElement, 'Messages from Our Team');
    await expect(messages.getByText(/I am Meera, your deck designer/)).toBeVisible();
    const entries = await timeline(canvasElement);
    expect(entries.map((entry) => entry.split(/\d/)[0])).toEqual([
      'Application submitted',
      'Payment received',
      'Work in progress',
    ]);
    // Looking ahead: who works on it, by when, the step under way and the ones still to come.
    const progress = await findRegion(canvasElement, 'Progress');
    await expect(progress.getByText(`Your expert: ${EXPERT_NAME}`)).toBeVisible();
    await expect(progress.getByText('Expected by 2 Dec 2026')).toBeVisible();
    expect(await steps(canvasElement)).toEqual([
      'Story agreedIn progress',
      'First draftComing up',
      'Changes madeComing up',
      'Final deck deliveredComing up',
    ]);
    await expect(progress.getByText('Story agreed').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/**
 * Tracking that looks ahead: the expert, the promised date, the step under way and the steps to come, shown on the
 * Progress card itself (the first draft delivered, so one step is done).
 */
export const StepsAhead: Story = {
  parameters: { msw: { handlers: handlersFor(submissionProgress.delivered) } },
  play: async ({ canvasElement }) => {
    await showRegion(canvasElement, 'Delivered Documents');
    const progress = await showRegion(canvasElement, 'Progress');
    await expect(progress.getByText(`Your expert: ${EXPERT_NAME}`)).toBeVisible();
    await expect(progress.getByText('Expected by 2 Dec 2026')).toBeVisible();
    expect(await steps(canvasElement)).toEqual([
      'Story agreedDone',
      'First draftIn progress',
      'Changes madeComing up',
      'Final deck deliveredComing up',
    ]);
  },
};

/** Completed: "Delivered on … (promised by …)" above the steps, all done. */
export const DeliveredAgainstPromise: Story = {
  parameters: { msw: { handlers: handlersFor(submissionProgress.completed) } },
  play: async ({ canvasElement }) => {
    await showRegion(canvasElement, 'Delivered Documents');
    const progress = await showRegion(canvasElement, 'Progress');
    await expect(progress.getByText('Delivered on 1 Dec 2026 (promised by 2 Dec 2026)')).toBeVisible();
    expect(await steps(canvasElement)).toEqual([
      'Story agreedDone',
      'First draftDone',
      'Changes madeDone',
      'Final deck deliveredDone',
    ]);
  },
};

const requested = answerableRequest({
  before: submissionProgress.documentsRequested.progress,
  after: submissionProgress.documentsReceived.progress,
});
const requestHandlers = { submission: mockData(DETAIL, { submission: submissionProgress.paid.submission }) };

/** An open request comes first, with the application form's file control and what it accepts. */
export const DocumentsRequested: Story = {
  parameters: { msw: { handlers: { ...requestHandlers, ...requested.handlers } } },
  beforeEach: requested.reset,
  play: async ({ canvasElement }) => {
    const needed = await showRegion(canvasElement, 'Documents We Need');
    const input = await fileInput(needed);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.png');
    await expect(
      needed.getByText(/in the company’s name\. Accepted: pdf, jpg, png · up to 5\.00 MB each · several files allowed/),
    ).toBeVisible();
    await expect(needed.getByRole('button', { name: 'Upload Documents' })).toBeEnabled();
    const entries = await timeline(canvasElement);
    expect(entries.at(-1)).toContain(`Documents requested${ADDRESS_PROOF}`);
  },
};

/** Choose the bill, upload it: 'Documents uploaded successfully', and the request moves to what was sent. */
export const UploadRequestedDocuments: Story = {
  parameters: { msw: { handlers: { ...requestHandlers, ...requested.handlers } }, screenshot: { disable: true } },
  beforeEach: requested.reset,
  play: async ({ canvasElement }) => {
    const needed = await showRegion(canvasElement, 'Documents We Need');
    const bill = new File(['%PDF-1.4'], 'electricity-bill-oct-2026.pdf', { type: 'application/pdf' });
    await userEvent.upload(await fileInput(needed), bill);
    // Uploaded on its own as soon as it is chosen; the answer names it.
    const uploads = needed.getByRole('list', { name: `${ADDRESS_PROOF} uploads` });
    await expect(uploads).toHaveTextContent('electricity-bill-oct-2026.pdf');
    await expect(await within(uploads).findByText('Uploaded', {}, PAGE_READY)).toBeVisible();
    await userEvent.click(needed.getByRole('button', { name: 'Upload Documents' }));
    await expectToastThenGone('Documents uploaded successfully');
    const sentDocuments = await showRegion(canvasElement, 'Documents You Sent');
    await expect(sentDocuments.getByText('Received')).toBeVisible();
    await expect(sentDocuments.getByRole('button', { name: 'Download electricity-bill-oct-2026.pdf' })).toBeEnabled();
    expect(within(canvasElement).queryByRole('region', { name: 'Documents We Need' })).toBeNull();
    expect(requested.sent()).toEqual([['electricity-bill-oct-2026.pdf']]);
  },
};

const scans = {
  arrived: new File(['%PDF-1.4'], 'electricity-bill-oct-2026.pdf', { type: 'application/pdf' }),
  travelling: new File([new Uint8Array(48 * 1024)], 'rent-agreement-slow-scan.pdf', { type: 'application/pdf' }),
  failing: new File(['%PDF-1.4'], 'gas-bill-flaky.pdf', { type: 'application/pdf' }),
};

/**
 * Each chosen file travels on its own: one arrived, one still on its way (its progress bar and Cancel), one failed
 * (the reason, Retry and Remove).
 */
export const UploadsInProgress: Story = {
  parameters: { msw: { handlers: { ...requestHandlers, ...requested.handlers } } },
  beforeEach: () => {
    requested.reset();
    resetStagedUploads();
  },
  play: async ({ canvasElement }) => {
    const needed = await showRegion(canvasElement, 'Documents We Need');
    await userEvent.upload(await fileInput(needed), [scans.arrived, scans.travelling, scans.failing]);
    const uploads = within(needed.getByRole('list', { name: `${ADDRESS_PROOF} uploads` }));
    await expect(await uploads.findByText(FLAKY_MESSAGE, {}, PAGE_READY)).toBeVisible();
    await expect(await uploads.findByText('Uploaded', {}, PAGE_READY)).toBeVisible();
    await expect(uploads.getByRole('progressbar', { name: `Uploading ${scans.travelling.name}` })).toBeVisible();
    await expect(uploads.getByRole('button', { name: `Cancel ${scans.travelling.name}` })).toBeEnabled();
    await expect(uploads.getByRole('button', { name: `Retry ${scans.failing.name}` })).toHaveAccessibleDescription(
      FLAKY_MESSAGE,
    );
    expect(requested.sent()).toEqual([]);
  },
};

/** Upload Documents while a file is still on its way: the answer waits for it, and says so. */
export const WaitingForUploads: Story = {
  parameters: { msw: { handlers: { ...requestHandlers, ...requested.handlers } } },
  beforeEach: () => {
    requested.reset();
    resetStagedUploads();
  },
  play: async ({ canvasElement }) => {
    const needed = await showRegion(canvasElement, 'Documents We Need');
    await userEvent.upload(await fileInput(needed), [scans.arrived, scans.travelling]);
    const uploads = within(needed.getByRole('list', { name: `${ADDRESS_PROOF} uploads` }));
    await expect(await uploads.findByText('Uploaded', {}, PAGE_READY)).toBeVisible();
    await userEvent.click(needed.getByRole('button', { name: 'Upload Documents' }));
    await expect(
      await needed.findByText('Your documents will be sent once they have finished uploading.', {}, PAGE_READY),
    ).toBeVisible();
    await expect(needed.getByRole('button', { name: 'Upload Documents' })).toHaveAttribute('aria-busy', 'true');
    expect(requested.sent()).toEqual([]);
    leaveFocus();
  },
};

/** The failed file, retried alone, arrives; the answer names both staged files. */
export const RetryOneFile: Story = {
  parameters: { msw: { handlers: { ...requestHandlers, ...requested.handlers } }, screenshot: { disable: true } },
  beforeEach: () => {
    requested.reset();
    resetStagedUploads();
  },
  play: async ({ canvasElement }) => {
    const needed = await showRegion(canvasElement, 'Documents We Need');
    await userEvent.upload(await fileInput(needed), [scans.arrived, scans.failing]);
    const uploads = within(needed.getByRole('list', { name: `${ADDRESS_PROOF} uploads` }));
    await expect(await uploads.findByText(FLAKY_MESSAGE, {}, PAGE_READY)).toBeVisible();
    await userEvent.click(needed.getByRole('button', { name: 'Upload Documents' }));
    await expect(
      await needed.findByText(`${scans.failing.name} did not upload. Retry it or remove it.`, {}, PAGE_READY),
    ).toBeVisible();
    expect(requested.sent()).toEqual([]);
    healFlaky();
    await userEvent.click(uploads.getByRole('button', { name: `Retry ${scans.failing.name}` }));
    await waitFor(() => expect(uploads.getAllByText('Uploaded')).toHaveLength(2), PAGE_READY);
    await userEvent.click(needed.getByRole('button', { name: 'Upload Documents' }));
    await expectToastThenGone('Documents uploaded successfully');
    expect(requested.sent()).toEqual([[scans.arrived.name, scans.failing.name]]);
  },
};

/** A type the request does not accept: the spec's message before anything is sent. */
export const WrongFileType: Story = {
  parameters: { msw: { handlers: { ...requestHandlers, ...requested.handlers } } },
  beforeEach: requested.reset,
  play: async ({ canvasElement }) => {
    const needed = await showRegion(canvasElement, 'Documents We Need');
    // The picker offers only the accepted types; a file dragged in (or picked with "All files") still arrives.
    const picker = userEvent.setup({ applyAccept: false });
    const logo = new File(['GIF89a'], 'office-photo.gif', { type: 'image/gif' });
    await picker.upload(await fileInput(needed), logo);
    await picker.click(needed.getByRole('button', { name: 'Upload Documents' }));
    await expect(await needed.findByText('Only pdf, jpg, png files are allowed')).toBeVisible();
    await expect(await fileInput(needed)).toHaveAttribute('aria-invalid', 'true');
    expect(requested.sent()).toEqual([]);
    leaveFocus();
  },
};

/** The server sniffs the content and refuses it (422): its message shows by the field, like the form's own. */
export const UploadRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...requestHandlers,
        progress: mockProgress(submissionProgress.documentsRequested.progress),
        answer: mockPostError(UPLOAD, 422, 'Validation failed', [
          { field: 'files', message: 'Only pdf, jpg, png files are allowed' },
        ]),
      },
    },
    // The same picture as WrongFileType.
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const needed = await showRegion(canvasElement, 'Documents We Need');
    const renamed = new File(['MZ'], 'bill.pdf', { type: 'application/pdf' });
    await userEvent.upload(await fileInput(needed), renamed);
    await userEvent.click(needed.getByRole('button', { name: 'Upload Documents' }));
    await expect(await needed.findByText('Only pdf, jpg, png files are allowed')).toBeVisible();
    await expect(needed.getByRole('button', { name: 'Upload Documents' })).toBeEnabled();
  },
};

/** The request is answered: what was sent stays downloadable, and the timeline says it was received. */
export const DocumentsReceived: Story = {
  parameters: { msw: { handlers: handlersFor(submissionProgress.documentsReceived) } },
  play: async ({ canvasElement }) => {
    const sentDocuments = await showRegion(canvasElement, 'Documents You Sent');
    await expect(sentDocuments.getByRole('heading', { name: ADDRESS_PROOF })).toBeVisible();
    await expect(sentDocuments.getByText('21 Nov 2026').parentElement).toHaveTextContent(/^Sent on 21 Nov 2026$/);
    const entries = await timeline(canvasElement);
    expect(entries.at(-1)).toContain(`Documents received${ADDRESS_PROOF}`);
  },
};

const files = downloadableFiles();

/**
 * Clicks a file's Download and waits until the file is saved, so the screenshot never catches the button still busy
 * (the request is recorded before its answer is read; the likely cause of a one-off 4% difference on a loaded runner).
 */
async function downloadAndSettle(region: ReturnType<typeof within>, fileName: string, fileId: string | undefined) {
  const button = region.getByRole('button', { name: `Download ${fileName}` });
  await userEvent.click(button);
  await waitFor(() => expect(files.downloads()).toEqual([fileId]));
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  leaveFocus();
}

/** A first delivery while the work goes on: a draft to download. */
export const Delivered: Story = {
  parameters: { msw: { handlers: { ...handlersFor(submissionProgress.delivered), file: files.handler } } },
  beforeEach: files.reset,
  play: async ({ canvasElement }) => {
    const delivered = await showRegion(canvasElement, 'Delivered Documents');
    expect(await steps(canvasElement)).toEqual([
      'Story agreedDone',
      'First draftIn progress',
      'Changes madeComing up',
      'Final deck deliveredComing up',
    ]);
    await expect(delivered.getByRole('heading', { name: 'Storyline draft' })).toBeVisible();
    await expect(delivered.queryByText('Final')).toBeNull();
    await expect(delivered.getByText('26 Nov 2026').parentElement).toHaveTextContent(/^Delivered on 26 Nov 2026$/);
    const [draft] = submissionProgress.delivered.progress.deliveries[0]?.files ?? [];
    await downloadAndSettle(delivered, 'bluepeak-storyline-draft.pdf', draft?._id);
  },
};

/** The final delivery completed the submission: both deliveries to download, no expected date any more. */
export const Completed: Story = {
  parameters: { msw: { handlers: { ...handlersFor(submissionProgress.completed), file: files.handler } } },
  beforeEach: files.reset,
  play: async ({ canvasElement }) => {
    const status = await findRegion(canvasElement, 'Status and Payment');
    await expect(status.getByText('Completed')).toBeVisible();
    const delivered = await showRegion(canvasElement, 'Delivered Documents');
    // Completed: the promise is kept beside the delivery, every step is done.
    const progress = await findRegion(canvasElement, 'Progress');
    await expect(progress.getByText('Delivered on 1 Dec 2026 (promised by 2 Dec 2026)')).toBeVisible();
    expect(progress.queryByText(/^Expected by/)).toBeNull();
    expect((await steps(canvasElement)).every((entry) => entry.endsWith('Done'))).toBe(true);
    const headings = delivered.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Final pitch deck', 'Storyline draft']);
    await expect(delivered.getByText('Final')).toBeVisible();
    await expect(delivered.getByText('6.10 MB')).toBeVisible();
    const [deck] = submissionProgress.completed.progress.deliveries[0]?.files ?? [];
    await downloadAndSettle(delivered, 'bluepeak-pitch-deck.pdf', deck?._id);
    const entries = await timeline(canvasElement);
    expect(entries.at(-1)).toMatch(/^Completed/);
  },
};

/** Part of the payment refunded: the refund on the timeline, with its amount and credit note number. */
export const PartlyRefunded: Story = {
  parameters: { msw: { handlers: handlersFor(submissionProgress.partlyRefunded) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(PARTLY_REFUNDED_DETAIL, undefined, PAGE_READY);
    const progress = await showRegion(canvasElement, 'Progress');
    await expect(progress.getByText(PARTLY_REFUNDED_DETAIL)).toBeVisible();
    const entries = await timeline(canvasElement);
    expect(entries.at(-1)).toContain(`Payment refunded${PARTLY_REFUNDED_DETAIL}`);
  },
};

/** Refunded, then rejected: the reason closes the timeline. */
export const Rejected: Story = {
  parameters: { msw: { handlers: handlersFor(submissionProgress.rejected) } },
  play: async ({ canvasElement }) => {
    // While the progress loads, its card holds a placeholder: wait for the timeline itself.
    await within(canvasElement).findByText(`Reason: ${REJECTION_REASON}`, undefined, PAGE_READY);
    const progress = await showRegion(canvasElement, 'Progress');
    await expect(progress.getByText(`Reason: ${REJECTION_REASON}`)).toBeVisible();
    await expect(progress.getByText('Payment refunded')).toBeVisible();
    const status = await findRegion(canvasElement, 'Status and Payment');
    await expect(status.getByText('Rejected')).toBeVisible();
    expect(progress.queryByText(/^Expected by/)).toBeNull();
    expect(progress.queryByRole('list', { name: 'Steps' })).toBeNull();
  },
};
